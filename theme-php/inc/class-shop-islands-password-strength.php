<?php
/**
 * A password's strength on the server, scored as the password meter scores it in the browser:
 * the zxcvbn model (zxcvbn-ts 4, with the dictionaries of `@zxcvbn-ts/language-common`, which the
 * package copies into data/password-dictionaries.json) rewritten in PHP, since PHP has no zxcvbn.
 * The password is split into the patterns an attacker would try (dictionary words and user
 * inputs, reversed or in l33t, keyboard walks, repeats, sequences, years and dates), the
 * cheapest cover of the whole password is found by zxcvbn's dynamic programming, and its
 * guesses give the score 0–4 (under 10^3, 10^6, 10^8, 10^10 guesses, or more).
 *
 * Where it differs from the browser (see the README, "WordPress theme"): l33t substitutions are
 * single characters (zxcvbn-ts also knows `|_|` for `u` and the like); word sequences
 * ("onetwothree") are not a pattern of their own; passwords are cut at 100 characters (256 in
 * zxcvbn-ts); without PHP's intl extension the password is compared as sent, not in Unicode's
 * composed form. Without the dictionaries file, only patterns and user inputs count.
 *
 * Pure PHP: no WordPress function, so it runs and is tested on its own.
 *
 * @package shop-islands
 */

/**
 * The scorer. Build it once per request; `score()` is then a few milliseconds.
 */
class Shop_Islands_Password_Strength {

	/** Characters scored at most (longer passwords are cut; their score is at least this prefix's). */
	const MAX_LENGTH = 100;
	const BRUTEFORCE_CARDINALITY = 10;
	const MIN_GUESSES_BEFORE_GROWING_SEQUENCE = 10000;
	const MIN_SUBMATCH_GUESSES_SINGLE_CHAR = 10;
	const MIN_SUBMATCH_GUESSES_MULTI_CHAR = 50;
	const MIN_YEAR_SPACE = 21;
	const DATE_MIN_YEAR = 1000;
	const DATE_MAX_YEAR = 2050;
	const MAX_SEQUENCE_DELTA = 5;
	const SEPARATOR_CHARS = ' ,;:|/\\_.-';
	/** Score thresholds: fewer guesses than each (plus 5) give 0, 1, 2, 3; more give 4. */
	const THRESHOLDS = array( 1e3, 1e6, 1e8, 1e10 );

	/** @var array<string, array<string, int>> Ranked dictionaries: word => rank (1 is the most common). */
	private $dictionaries = array();
	/** @var array<string, int> Longest word of each dictionary, in characters. */
	private $max_word = array();
	/** @var array<string, array<string, array<int, string|null>>> Keyboard graphs: key => neighbours by direction. */
	private $graphs = array();
	/** @var array<string, array{0: int, 1: float}> Each graph's starting positions and average degree. */
	private $graph_stats = array();
	/** @var int The year dates and years are measured from. */
	private $reference_year;

	/** Single-character l33t substitutions: letter => characters standing for it. */
	const L33T = array(
		'a' => array( '4', '@' ),
		'b' => array( '8' ),
		'c' => array( '(', '{', '[', '<' ),
		'e' => array( '3' ),
		'g' => array( '6', '9' ),
		'i' => array( '1', '!', '|' ),
		'l' => array( '1', '|', '7' ),
		'o' => array( '0' ),
		's' => array( '$', '5' ),
		't' => array( '+', '7' ),
		'x' => array( '%' ),
		'z' => array( '2' ),
	);

	/**
	 * The scorer, from the dictionaries' data.
	 *
	 * @param array{passwords?: string[], diceware?: string[], graphs?: array<string, array<string, array<int, string|null>>>} $data Data.
	 * @param int|null                                                                                                         $reference_year The current year.
	 */
	public function __construct( array $data = array(), $reference_year = null ) {
		$this->reference_year = null === $reference_year ? (int) gmdate( 'Y' ) : (int) $reference_year;
		foreach ( array( 'passwords', 'diceware' ) as $name ) {
			if ( isset( $data[ $name ] ) && is_array( $data[ $name ] ) ) {
				$this->add_dictionary( $name, $data[ $name ] );
			}
		}
		$graphs = isset( $data['graphs'] ) && is_array( $data['graphs'] ) ? $data['graphs'] : array();
		foreach ( $graphs as $name => $graph ) {
			$degree = 0;
			foreach ( $graph as $neighbours ) {
				$degree += count( array_filter( (array) $neighbours ) );
			}
			$this->graphs[ $name ]      = $graph;
			$this->graph_stats[ $name ] = array( count( $graph ), $graph ? $degree / count( $graph ) : 0.0 );
		}
	}

	/**
	 * The scorer with the dictionaries file the package ships; patterns only when it is missing.
	 *
	 * @param string $path data/password-dictionaries.json.
	 * @return self
	 */
	public static function from_file( $path ) {
		$json = is_readable( $path ) ? file_get_contents( $path ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$data = false === $json ? null : json_decode( $json, true );
		return new self( is_array( $data ) ? $data : array() );
	}

	/**
	 * Ranks a word list: the first word is rank 1. Words are kept in lower case.
	 *
	 * @param string   $name  The dictionary's name.
	 * @param string[] $words The words, most common first.
	 */
	private function add_dictionary( $name, array $words ) {
		$ranked = array();
		$max    = 0;
		$rank   = 1;
		foreach ( $words as $word ) {
			$word = self::lower( (string) $word );
			if ( '' !== $word && ! isset( $ranked[ $word ] ) ) {
				$ranked[ $word ] = $rank;
				$max             = max( $max, self::length( $word ) );
			}
			++$rank;
		}
		$this->dictionaries[ $name ] = $ranked;
		$this->max_word[ $name ]     = $max;
	}

	/**
	 * The score, 0 (guessable) to 4, of a password, with words it may not lean on.
	 *
	 * @param string   $password    The password.
	 * @param string[] $user_inputs The blacklist: the person's and the site's words.
	 * @return int
	 */
	public function score( $password, array $user_inputs = array() ) {
		$guesses = $this->guesses( $password, $user_inputs );
		foreach ( self::THRESHOLDS as $score => $threshold ) {
			if ( $guesses < $threshold + 5 ) {
				return $score;
			}
		}
		return 4;
	}

	/**
	 * The estimated guesses of the cheapest way to guess the password.
	 *
	 * @param string   $password    The password.
	 * @param string[] $user_inputs The blacklist.
	 * @return float
	 */
	public function guesses( $password, array $user_inputs = array() ) {
		$password = (string) $password;
		if ( class_exists( 'Normalizer' ) ) {
			$normalized = Normalizer::normalize( $password, Normalizer::FORM_C );
			$password   = false === $normalized ? $password : $normalized;
		}
		$chars = array_slice( self::chars( $password ), 0, self::MAX_LENGTH );
		if ( ! $chars ) {
			return 1.0;
		}
		$saved = isset( $this->dictionaries['user_inputs'] ) ? $this->dictionaries['user_inputs'] : null;
		$this->add_dictionary(
			'user_inputs',
			array_map(
				function ( $input ) {
					return (string) $input;
				},
				$user_inputs
			)
		);
		$matches = $this->omnimatch( $chars );
		$guesses = $this->most_guessable( $chars, $matches );
		unset( $this->dictionaries['user_inputs'] );
		if ( null !== $saved ) {
			$this->dictionaries['user_inputs'] = $saved;
		}
		return $guesses;
	}

	/* ------------------------------------------------------------------ strings */

	/**
	 * A string's characters (code points).
	 *
	 * @param string $text Text.
	 * @return string[]
	 */
	private static function chars( $text ) {
		if ( '' === $text ) {
			return array();
		}
		$chars = preg_split( '//u', $text, -1, PREG_SPLIT_NO_EMPTY );
		return is_array( $chars ) ? $chars : str_split( $text );
	}

	/**
	 * Length in characters.
	 *
	 * @param string $text Text.
	 * @return int
	 */
	private static function length( $text ) {
		return count( self::chars( $text ) );
	}

	/**
	 * Lower case, as JavaScript's toLowerCase.
	 *
	 * @param string $text Text.
	 * @return string
	 */
	private static function lower( $text ) {
		return function_exists( 'mb_strtolower' ) ? mb_strtolower( $text, 'UTF-8' ) : strtolower( $text );
	}

	/**
	 * A character's code point.
	 *
	 * @param string $char One character.
	 * @return int
	 */
	private static function code( $char ) {
		if ( function_exists( 'mb_ord' ) ) {
			return (int) mb_ord( $char, 'UTF-8' );
		}
		$unpacked = unpack( 'N', (string) iconv( 'UTF-8', 'UCS-4BE', $char ) );
		return $unpacked ? (int) $unpacked[1] : 0;
	}

	/**
	 * n choose k, as a float.
	 *
	 * @param int $n n.
	 * @param int $k k.
	 * @return float
	 */
	private static function n_ck( $n, $k ) {
		if ( $k > $n ) {
			return 0.0;
		}
		if ( 0 === $k ) {
			return 1.0;
		}
		$result = 1.0;
		for ( $d = 1; $d <= $k; $d++ ) {
			$result *= $n;
			$result /= $d;
			--$n;
		}
		return $result;
	}

	/**
	 * n!, as a float.
	 *
	 * @param int $n n.
	 * @return float
	 */
	private static function factorial( $n ) {
		$result = 1.0;
		for ( $i = 2; $i <= $n; $i++ ) {
			$result *= $i;
		}
		return $result;
	}

	/* ----------------------------------------------------------------- matching */

	/**
	 * Every pattern found in the password, as matches `array( 'pattern', 'i', 'j', 'token', … )`.
	 *
	 * @param string[] $chars The password's characters.
	 * @return array<int, array<string, mixed>>
	 */
	private function omnimatch( array $chars ) {
		return array_merge(
			$this->dictionary_matches( $chars ),
			$this->reverse_dictionary_matches( $chars ),
			$this->l33t_matches( $chars ),
			$this->spatial_matches( $chars ),
			$this->repeat_matches( $chars ),
			$this->sequence_matches( $chars ),
			$this->year_matches( $chars ),
			$this->date_matches( $chars ),
			$this->separator_matches( $chars )
		);
	}

	/**
	 * Substrings of the password found in a dictionary (compared in lower case).
	 *
	 * @param string[] $chars The password's characters.
	 * @return array<int, array<string, mixed>>
	 */
	private function dictionary_matches( array $chars ) {
		$matches = array();
		$lower   = array_map( array( __CLASS__, 'lower' ), $chars );
		$length  = count( $chars );
		foreach ( $this->dictionaries as $name => $ranked ) {
			$longest = $this->max_word[ $name ];
			for ( $i = 0; $i < $length; $i++ ) {
				$word = '';
				for ( $j = $i; $j < $length && $j - $i < $longest; $j++ ) {
					$word .= $lower[ $j ];
					if ( isset( $ranked[ $word ] ) ) {
						$matches[] = array(
							'pattern'    => 'dictionary',
							'i'          => $i,
							'j'          => $j,
							'token'      => implode( '', array_slice( $chars, $i, $j - $i + 1 ) ),
							'rank'       => $ranked[ $word ],
							'dictionary' => $name,
							'reversed'   => false,
							'l33t'       => false,
						);
					}
				}
			}
		}
		return $matches;
	}

	/**
	 * Dictionary words written backwards.
	 *
	 * @param string[] $chars The password's characters.
	 * @return array<int, array<string, mixed>>
	 */
	private function reverse_dictionary_matches( array $chars ) {
		$length  = count( $chars );
		$matches = array();
		foreach ( $this->dictionary_matches( array_reverse( $chars ) ) as $match ) {
			$i                 = $length - 1 - $match['j'];
			$j                 = $length - 1 - $match['i'];
			$match['i']        = $i;
			$match['j']        = $j;
			$match['token']    = implode( '', array_slice( $chars, $i, $j - $i + 1 ) );
			$match['reversed'] = true;
			$matches[]         = $match;
		}
		return $matches;
	}

	/**
	 * Dictionary words with characters standing for letters (`p@ssw0rd`): every way to read the
	 * password's l33t characters, each matched against the dictionaries.
	 *
	 * @param string[] $chars The password's characters.
	 * @return array<int, array<string, mixed>>
	 */
	private function l33t_matches( array $chars ) {
		$readings = array();
		foreach ( self::L33T as $letter => $substitutes ) {
			foreach ( $substitutes as $substitute ) {
				if ( in_array( $substitute, $chars, true ) ) {
					$readings[ $substitute ][] = $letter;
				}
			}
		}
		if ( ! $readings ) {
			return array();
		}
		// Every combination of readings of the characters present, each also read as itself (`j0rdan23`
		// is `jordan23`, its 2 and 3 staying digits): at most 128, fewer for long passwords.
		$limit  = count( $chars ) > 32 ? 16 : 128;
		$tables = array( array() );
		foreach ( $readings as $substitute => $letters ) {
			$next = array();
			foreach ( $tables as $table ) {
				foreach ( $letters as $letter ) {
					$next[] = $table + array( $substitute => $letter );
				}
				$next[] = $table;
			}
			$tables = array_slice( $next, 0, $limit );
		}
		$matches = array();
		$seen    = array();
		foreach ( $tables as $table ) {
			$translated = array();
			foreach ( $chars as $char ) {
				$translated[] = isset( $table[ $char ] ) ? $table[ $char ] : $char;
			}
			foreach ( $this->dictionary_matches( $translated ) as $match ) {
				$token = array_slice( $chars, $match['i'], $match['j'] - $match['i'] + 1 );
				$subs  = array();
				foreach ( $token as $char ) {
					if ( isset( $table[ $char ] ) ) {
						$subs[ $char ] = $table[ $char ];
					}
				}
				// A single character is no word; and a word without a substitution is matched already.
				if ( count( $token ) <= 1 || ! $subs ) {
					continue;
				}
				$key = $match['i'] . ':' . $match['j'] . ':' . $match['dictionary'] . ':' . $match['rank'];
				if ( isset( $seen[ $key ] ) ) {
					continue;
				}
				$seen[ $key ]   = true;
				$match['token'] = implode( '', $token );
				$match['l33t']  = true;
				$match['subs']  = $subs;
				$matches[]      = $match;
			}
		}
		return $matches;
	}

	/**
	 * Walks on a keyboard (`qwerty`, `zxcvbn`, `7896321` on a keypad), three keys or more.
	 *
	 * @param string[] $chars The password's characters.
	 * @return array<int, array<string, mixed>>
	 */
	private function spatial_matches( array $chars ) {
		$matches = array();
		$length  = count( $chars );
		$shifted = '~!@#$%^&*()_+QWERTYUIOP{}|ASDFGHJKL:"ZXCVBNM<>?';
		foreach ( $this->graphs as $name => $graph ) {
			$keypad = false !== strpos( $name, 'keypad' );
			$i      = 0;
			while ( $i < $length - 1 ) {
				$j              = $i + 1;
				$last_direction = null;
				$turns          = 0;
				$shifted_count  = ! $keypad && false !== strpos( $shifted, $chars[ $i ] ) ? 1 : 0;
				while ( true ) {
					$adjacents = isset( $graph[ $chars[ $j - 1 ] ] ) ? $graph[ $chars[ $j - 1 ] ] : array();
					$found     = false;
					if ( $j < $length ) {
						foreach ( array_values( $adjacents ) as $direction => $adjacent ) {
							if ( null === $adjacent || '' === $adjacent ) {
								continue;
							}
							$keys  = self::chars( $adjacent );
							$index = array_search( $chars[ $j ], $keys, true );
							if ( false !== $index ) {
								$found = true;
								if ( 1 === $index ) {
									++$shifted_count;
								}
								if ( $last_direction !== $direction ) {
									++$turns;
									$last_direction = $direction;
								}
								break;
							}
						}
					}
					if ( $found ) {
						++$j;
						continue;
					}
					if ( $j - $i > 2 ) {
						$matches[] = array(
							'pattern' => 'spatial',
							'i'       => $i,
							'j'       => $j - 1,
							'token'   => implode( '', array_slice( $chars, $i, $j - $i ) ),
							'graph'   => $name,
							'turns'   => $turns,
							'shifted' => $shifted_count,
						);
					}
					$i = $j;
					break;
				}
			}
		}
		return $matches;
	}

	/**
	 * Repeated blocks (`aaaa`, `abcabc`): the block's own guesses times the repeats.
	 *
	 * @param string[] $chars The password's characters.
	 * @return array<int, array<string, mixed>>
	 */
	private function repeat_matches( array $chars ) {
		$matches  = array();
		$password = implode( '', $chars );
		$last     = 0;
		$length   = count( $chars );
		while ( $last < $length ) {
			$rest = implode( '', array_slice( $chars, $last ) );
			if ( ! preg_match( '/(.+)\1+/us', $rest, $greedy, PREG_OFFSET_CAPTURE ) ) {
				break;
			}
			preg_match( '/(.+?)\1+/us', $rest, $lazy, PREG_OFFSET_CAPTURE );
			if ( self::length( $greedy[0][0] ) > self::length( $lazy[0][0] ) ) {
				$match = $greedy;
				preg_match( '/^(.+?)\1+$/us', $greedy[0][0], $anchored );
				$base = $anchored[1];
			} else {
				$match = $lazy;
				$base  = $lazy[1][0];
			}
			$i          = $last + self::length( substr( $rest, 0, $match[0][1] ) );
			$token      = $match[0][0];
			$j          = $i + self::length( $token ) - 1;
			$base_chars = self::chars( $base );
			$matches[]  = array(
				'pattern'      => 'repeat',
				'i'            => $i,
				'j'            => $j,
				'token'        => $token,
				'base_guesses' => $this->most_guessable( $base_chars, $this->omnimatch( $base_chars ) ),
				'repeat_count' => self::length( $token ) / count( $base_chars ),
			);
			$last = $j + 1;
		}
		unset( $password );
		return $matches;
	}

	/**
	 * Runs of characters with a constant step of 1 to 5 (`abcd`, `9753`).
	 *
	 * @param string[] $chars The password's characters.
	 * @return array<int, array<string, mixed>>
	 */
	private function sequence_matches( array $chars ) {
		$length = count( $chars );
		if ( $length < 2 ) {
			return array();
		}
		$matches = array();
		$add     = function ( $i, $j, $delta ) use ( $chars, &$matches ) {
			$absolute = abs( $delta );
			if ( ( $j - $i > 1 || 1 === $absolute ) && $absolute > 0 && $absolute <= self::MAX_SEQUENCE_DELTA ) {
				$matches[] = array(
					'pattern'   => 'sequence',
					'i'         => $i,
					'j'         => $j,
					'token'     => implode( '', array_slice( $chars, $i, $j - $i + 1 ) ),
					'ascending' => $delta > 0,
				);
			}
		};
		$i          = 0;
		$last_delta = null;
		for ( $k = 1; $k < $length; $k++ ) {
			$delta = self::code( $chars[ $k ] ) - self::code( $chars[ $k - 1 ] );
			if ( null === $last_delta ) {
				$last_delta = $delta;
			}
			if ( $delta === $last_delta ) {
				continue;
			}
			$j = $k - 1;
			$add( $i, $j, $last_delta );
			$i          = $j;
			$last_delta = $delta;
		}
		$add( $i, $length - 1, $last_delta );
		return $matches;
	}

	/**
	 * Recent years (1900–2029).
	 *
	 * @param string[] $chars The password's characters.
	 * @return array<int, array<string, mixed>>
	 */
	private function year_matches( array $chars ) {
		$matches  = array();
		$password = implode( '', $chars );
		if ( ! preg_match_all( '/19\d\d|200\d|201\d|202\d/u', $password, $found, PREG_OFFSET_CAPTURE ) ) {
			return $matches;
		}
		foreach ( $found[0] as $year ) {
			$i         = self::length( substr( $password, 0, $year[1] ) );
			$matches[] = array(
				'pattern' => 'year',
				'i'       => $i,
				'j'       => $i + 3,
				'token'   => $year[0],
				'year'    => (int) $year[0],
			);
		}
		return $matches;
	}

	/**
	 * Dates, with separators (`12/3/1995`) or without (`12031995`, `950312`), that are not part of
	 * a longer date.
	 *
	 * @param string[] $chars The password's characters.
	 * @return array<int, array<string, mixed>>
	 */
	private function date_matches( array $chars ) {
		$length  = count( $chars );
		$matches = array();
		$splits  = array(
			4 => array( array( 1, 2 ), array( 2, 3 ) ),
			5 => array( array( 1, 3 ), array( 2, 3 ), array( 2, 4 ) ),
			6 => array( array( 1, 2 ), array( 2, 4 ), array( 4, 5 ) ),
			7 => array( array( 1, 3 ), array( 2, 3 ), array( 4, 5 ), array( 4, 6 ) ),
			8 => array( array( 2, 4 ), array( 4, 6 ) ),
		);
		for ( $i = 0; $i <= abs( $length - 4 ); $i++ ) {
			for ( $j = $i + 3; $j <= $i + 7 && $j < $length; $j++ ) {
				$token = implode( '', array_slice( $chars, $i, $j - $i + 1 ) );
				if ( 1 !== preg_match( '/^\d{4,8}$/', $token ) ) {
					continue;
				}
				$best = null;
				foreach ( $splits[ strlen( $token ) ] as $split ) {
					$date = $this->day_month_year( array( (int) substr( $token, 0, $split[0] ), (int) substr( $token, $split[0], $split[1] - $split[0] ), (int) substr( $token, $split[1] ) ) );
					if ( null !== $date && ( null === $best || abs( $date['year'] - $this->reference_year ) < abs( $best['year'] - $this->reference_year ) ) ) {
						$best = $date;
					}
				}
				if ( null !== $best ) {
					$matches[] = array(
						'pattern'   => 'date',
						'i'         => $i,
						'j'         => $j,
						'token'     => $token,
						'separator' => '',
						'year'      => $best['year'],
					);
				}
			}
		}
		for ( $i = 0; $i <= abs( $length - 6 ); $i++ ) {
			for ( $j = $i + 5; $j <= $i + 9 && $j < $length; $j++ ) {
				$token = implode( '', array_slice( $chars, $i, $j - $i + 1 ) );
				if ( 1 !== preg_match( '#^(\d{1,4})([\s/\\\\_.-])(\d{1,2})\2(\d{1,4})$#', $token, $parts ) ) {
					continue;
				}
				$date = $this->day_month_year( array( (int) $parts[1], (int) $parts[3], (int) $parts[4] ) );
				if ( null !== $date ) {
					$matches[] = array(
						'pattern'   => 'date',
						'i'         => $i,
						'j'         => $j,
						'token'     => $token,
						'separator' => $parts[2],
						'year'      => $date['year'],
					);
				}
			}
		}
		// Leave out dates inside longer dates (`2015_06_04` holds `15_06_04`, `5_06_04`…).
		return array_values(
			array_filter(
				$matches,
				function ( $match ) use ( $matches ) {
					foreach ( $matches as $other ) {
						if ( $other !== $match && $other['i'] <= $match['i'] && $other['j'] >= $match['j'] ) {
							return false;
						}
					}
					return true;
				}
			)
		);
	}

	/**
	 * Three integers read as a day, a month and a year in some order, or null.
	 *
	 * @param int[] $integers The three parts.
	 * @return array{year: int, month: int, day: int}|null
	 */
	private function day_month_year( array $integers ) {
		if ( $integers[1] > 31 || $integers[1] <= 0 ) {
			return null;
		}
		$over12 = 0;
		$over31 = 0;
		$under1 = 0;
		foreach ( $integers as $integer ) {
			if ( ( $integer > 99 && $integer < self::DATE_MIN_YEAR ) || $integer > self::DATE_MAX_YEAR ) {
				return null;
			}
			$over31 += $integer > 31 ? 1 : 0;
			$over12 += $integer > 12 ? 1 : 0;
			$under1 += $integer <= 0 ? 1 : 0;
		}
		if ( $over31 >= 2 || 3 === $over12 || $under1 >= 2 ) {
			return null;
		}
		$splits = array( array( $integers[2], array( $integers[0], $integers[1] ) ), array( $integers[0], array( $integers[1], $integers[2] ) ) );
		foreach ( $splits as $split ) {
			if ( $split[0] >= self::DATE_MIN_YEAR && $split[0] <= self::DATE_MAX_YEAR ) {
				$day_month = self::day_month( $split[1] );
				return null === $day_month ? null : array_merge( array( 'year' => $split[0] ), $day_month );
			}
		}
		foreach ( $splits as $split ) {
			$day_month = self::day_month( $split[1] );
			if ( null !== $day_month ) {
				$year = $split[0] > 99 ? $split[0] : ( $split[0] > 50 ? $split[0] + 1900 : $split[0] + 2000 );
				return array_merge( array( 'year' => $year ), $day_month );
			}
		}
		return null;
	}

	/**
	 * Two integers read as a day and a month, either way round, or null.
	 *
	 * @param int[] $pair The two.
	 * @return array{day: int, month: int}|null
	 */
	private static function day_month( array $pair ) {
		foreach ( array( $pair, array_reverse( $pair ) ) as $candidate ) {
			if ( $candidate[0] >= 1 && $candidate[0] <= 31 && $candidate[1] >= 1 && $candidate[1] <= 12 ) {
				return array(
					'day'   => $candidate[0],
					'month' => $candidate[1],
				);
			}
		}
		return null;
	}

	/**
	 * The password's most used separator character, when used at least twice, at each place it
	 * stands alone.
	 *
	 * @param string[] $chars The password's characters.
	 * @return array<int, array<string, mixed>>
	 */
	private function separator_matches( array $chars ) {
		$counts = array();
		foreach ( $chars as $char ) {
			if ( 1 === strlen( $char ) && false !== strpos( self::SEPARATOR_CHARS, $char ) ) {
				$counts[ $char ] = isset( $counts[ $char ] ) ? $counts[ $char ] + 1 : 1;
			}
		}
		if ( ! $counts ) {
			return array();
		}
		arsort( $counts );
		$separator = (string) array_key_first( $counts );
		if ( $counts[ $separator ] < 2 ) {
			return array();
		}
		$matches = array();
		$length  = count( $chars );
		for ( $i = 1; $i < $length; $i++ ) {
			if ( $chars[ $i ] === $separator && $chars[ $i - 1 ] !== $separator && "\n" !== $chars[ $i - 1 ] && ( $i + 1 >= $length || $chars[ $i + 1 ] !== $separator ) ) {
				$matches[] = array(
					'pattern' => 'separator',
					'i'       => $i,
					'j'       => $i,
					'token'   => $separator,
				);
			}
		}
		return $matches;
	}

	/* ------------------------------------------------------------------ scoring */

	/**
	 * A match's guesses, at least the floor for a part of a longer password.
	 *
	 * @param array<string, mixed> $match    The match.
	 * @param int                  $password The password's length.
	 * @return float
	 */
	private function match_guesses( array $match, $password ) {
		$length = self::length( $match['token'] );
		$floor  = 1.0;
		if ( $length < $password ) {
			$floor = 1 === $length ? self::MIN_SUBMATCH_GUESSES_SINGLE_CHAR : self::MIN_SUBMATCH_GUESSES_MULTI_CHAR;
		}
		switch ( $match['pattern'] ) {
			case 'bruteforce':
				$guesses = min( pow( self::BRUTEFORCE_CARDINALITY, $length ), PHP_FLOAT_MAX );
				$guesses = max( $guesses, 1 === $length ? self::MIN_SUBMATCH_GUESSES_SINGLE_CHAR + 1 : self::MIN_SUBMATCH_GUESSES_MULTI_CHAR + 1 );
				break;
			case 'dictionary':
				// By rank, the diceware list too: zxcvbn-ts gives diceware words a flat 6^5/2 only in
				// a dictionary named `diceware`, and the browser's is `diceware-common`.
				$guesses = $match['rank'] * self::uppercase_variations( $match['token'] ) * self::l33t_variations( $match ) * ( $match['reversed'] ? 2 : 1 );
				break;
			case 'spatial':
				$guesses = $this->spatial_guesses( $match );
				break;
			case 'repeat':
				$guesses = $match['base_guesses'] * $match['repeat_count'];
				break;
			case 'sequence':
				$first   = self::chars( $match['token'] )[0];
				$base    = in_array( $first, array( 'a', 'A', 'z', 'Z', '0', '1', '9' ), true ) ? 4 : ( 1 === preg_match( '/\d/u', $first ) ? 10 : 26 );
				$guesses = ( $match['ascending'] ? $base : $base * 2 ) * $length;
				break;
			case 'year':
				$guesses = max( abs( $match['year'] - $this->reference_year ), self::MIN_YEAR_SPACE );
				break;
			case 'date':
				$guesses = max( abs( $match['year'] - $this->reference_year ), self::MIN_YEAR_SPACE ) * 365 * ( '' === $match['separator'] ? 1 : 4 );
				break;
			case 'separator':
				$guesses = strlen( self::SEPARATOR_CHARS );
				break;
			default:
				$guesses = 0;
		}
		return max( (float) $guesses, (float) $floor );
	}

	/**
	 * Ways to capitalise a word as this token is (1 for lower case, 2 for the common schemes).
	 *
	 * @param string $token The token.
	 * @return float
	 */
	private static function uppercase_variations( $token ) {
		$word = (string) preg_replace( '/[^A-Za-z\x{bf}-\x{df}]/iu', '', $token );
		if ( 1 === preg_match( '/^[^A-Z\x{bf}-\x{df}]+$/u', $word ) || self::lower( $word ) === $word ) {
			return 1.0;
		}
		foreach ( array( '/^[A-Z\x{bf}-\x{df}][^A-Z\x{bf}-\x{df}]+$/u', '/^[^A-Z\x{bf}-\x{df}]+[A-Z\x{bf}-\x{df}]$/u', '/^[^a-z\x{df}-\x{ff}]+$/u' ) as $common ) {
			if ( 1 === preg_match( $common, $word ) ) {
				return 2.0;
			}
		}
		$upper      = preg_match_all( '/[A-Z\x{bf}-\x{df}]/u', $word );
		$lower      = preg_match_all( '/[a-z\x{df}-\x{ff}]/u', $word );
		$variations = 0.0;
		for ( $i = 1; $i <= min( $upper, $lower ); $i++ ) {
			$variations += self::n_ck( $upper + $lower, $i );
		}
		return $variations;
	}

	/**
	 * Ways to substitute characters as this token does.
	 *
	 * @param array<string, mixed> $match A dictionary match.
	 * @return float
	 */
	private static function l33t_variations( array $match ) {
		if ( empty( $match['l33t'] ) ) {
			return 1.0;
		}
		$variations = 1.0;
		$token      = self::lower( $match['token'] );
		foreach ( $match['subs'] as $substitute => $letter ) {
			$subbed   = substr_count( $token, $substitute );
			$unsubbed = substr_count( $token, $letter );
			if ( 0 === $subbed || 0 === $unsubbed ) {
				$variations *= 2;
				continue;
			}
			$possibilities = 0.0;
			for ( $i = 1; $i <= min( $subbed, $unsubbed ); $i++ ) {
				$possibilities += self::n_ck( $subbed + $unsubbed, $i );
			}
			$variations *= $possibilities;
		}
		return $variations;
	}

	/**
	 * Keyboard patterns of this length with this many turns or fewer, shifted keys counted.
	 *
	 * @param array<string, mixed> $match A spatial match.
	 * @return float
	 */
	private function spatial_guesses( array $match ) {
		list( $starts, $degree ) = $this->graph_stats[ $match['graph'] ];
		$length                  = self::length( $match['token'] );
		$guesses                 = 0.0;
		for ( $i = 2; $i <= $length; $i++ ) {
			for ( $j = 1; $j <= min( $match['turns'], $i - 1 ); $j++ ) {
				$guesses += self::n_ck( $i - 1, $j - 1 ) * $starts * pow( $degree, $j );
			}
		}
		if ( $match['shifted'] ) {
			$shifted   = $match['shifted'];
			$unshifted = $length - $shifted;
			if ( 0 === $unshifted ) {
				$guesses *= 2;
			} else {
				$variations = 0.0;
				for ( $i = 1; $i <= min( $shifted, $unshifted ); $i++ ) {
					$variations += self::n_ck( $shifted + $unshifted, $i );
				}
				$guesses *= $variations;
			}
		}
		return round( $guesses );
	}

	/**
	 * zxcvbn's search for the cheapest cover of the password by non-overlapping matches (and
	 * brute force between them): the least of `l! × Π guesses + 10000^(l−1)` over sequences of l
	 * matches.
	 *
	 * @param string[]                         $chars   The password's characters.
	 * @param array<int, array<string, mixed>> $matches Its matches.
	 * @return float
	 */
	private function most_guessable( array $chars, array $matches ) {
		$length = count( $chars );
		if ( 0 === $length ) {
			return 1.0;
		}
		$by_end = array_fill( 0, $length, array() );
		foreach ( $matches as $match ) {
			$match['guesses']         = $this->match_guesses( $match, $length );
			$by_end[ $match['j'] ][] = $match;
		}
		foreach ( $by_end as $k => $list ) {
			usort(
				$list,
				function ( $a, $b ) {
					return $a['i'] - $b['i'];
				}
			);
			$by_end[ $k ] = $list;
		}
		// best[k][l]: the last match of the best l-match cover of chars 0..k; product and total guesses.
		$best    = array_fill( 0, $length, array() );
		$product = array_fill( 0, $length, array() );
		$total   = array_fill( 0, $length, array() );
		$update  = function ( array $match, $count ) use ( &$best, &$product, &$total ) {
			$k  = $match['j'];
			$pi = $match['guesses'];
			if ( $count > 1 ) {
				$pi *= $product[ $match['i'] - 1 ][ $count - 1 ];
			}
			$g = self::factorial( $count ) * $pi + pow( self::MIN_GUESSES_BEFORE_GROWING_SEQUENCE, $count - 1 );
			foreach ( $total[ $k ] as $other_count => $other ) {
				if ( $other_count <= $count && $other <= $g ) {
					return;
				}
			}
			$total[ $k ][ $count ]   = $g;
			$best[ $k ][ $count ]    = $match;
			$product[ $k ][ $count ] = $pi;
		};
		$bruteforce = function ( $i, $j ) use ( $chars, $length ) {
			$match            = array(
				'pattern' => 'bruteforce',
				'i'       => $i,
				'j'       => $j,
				'token'   => implode( '', array_slice( $chars, $i, $j - $i + 1 ) ),
			);
			$match['guesses'] = $this->match_guesses( $match, $length );
			return $match;
		};
		for ( $k = 0; $k < $length; $k++ ) {
			foreach ( $by_end[ $k ] as $match ) {
				if ( $match['i'] > 0 ) {
					foreach ( array_keys( $best[ $match['i'] - 1 ] ) as $count ) {
						$update( $match, $count + 1 );
					}
				} else {
					$update( $match, 1 );
				}
			}
			$update( $bruteforce( 0, $k ), 1 );
			for ( $i = 1; $i <= $k; $i++ ) {
				$match = $bruteforce( $i, $k );
				foreach ( $best[ $i - 1 ] as $count => $last ) {
					// Two brute-force runs side by side are never better than one.
					if ( 'bruteforce' !== $last['pattern'] ) {
						$update( $match, $count + 1 );
					}
				}
			}
		}
		return (float) min( $total[ $length - 1 ] );
	}
}
