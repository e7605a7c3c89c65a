import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { GALLERY_VIEW_LABELS } from './components/images';
import { CARTON_VIEWS, FILM_VIEWS, PALLET_VIEWS, TAPE_VIEWS, type TROLLEY_VIEWS, type CategoryShape, type GalleryView } from './db/catalogue';
import { createT } from './i18n/index';

/** Splits a name into lines of at most `width` characters, at spaces. */
export function wrapText(text: string, width: number, maxLines = 4): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && (current + ' ' + word).length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines.length > maxLines ? [...lines.slice(0, maxLines - 1), `${lines.slice(maxLines - 1).join(' ').slice(0, width - 1)}…`] : lines;
}

/** The category's pictogram, drawn in a 200×200 box. */
function Shape({ shape, color }: { shape: CategoryShape; color: string }) {
  const stroke = { stroke: '#1f2933', strokeWidth: 4, strokeLinejoin: 'round' as const, fill: color };
  switch (shape) {
    case 'box':
      return (
        <g>
          <path d="M30 70 100 40l70 30v80l-70 30-70-30Z" {...stroke} />
          <path d="M30 70l70 30 70-30M100 100v80" {...stroke} fill="none" />
          <path d="M65 55l70 30" stroke="#f7e2bf" strokeWidth={10} />
        </g>
      );
    case 'tape':
      return (
        <g>
          <circle cx={100} cy={105} r={70} {...stroke} />
          <circle cx={100} cy={105} r={32} fill="#fff" stroke="#1f2933" strokeWidth={4} />
          <path d="M160 140l30 20-8 14-34-18Z" {...stroke} />
        </g>
      );
    case 'roll':
      return (
        <g>
          <rect x={45} y={30} width={110} height={150} rx={14} {...stroke} opacity={0.85} />
          <ellipse cx={100} cy={30} rx={55} ry={14} {...stroke} />
          <ellipse cx={100} cy={30} rx={14} ry={5} fill="#fff" />
          <path d="M60 60v100M80 55v110M120 55v110M140 60v100" stroke="#fff" strokeOpacity={0.5} strokeWidth={3} />
        </g>
      );
    case 'pallet':
      return (
        <g>
          <rect x={20} y={70} width={160} height={18} {...stroke} />
          <rect x={20} y={120} width={160} height={18} {...stroke} />
          <rect x={30} y={88} width={24} height={32} {...stroke} />
          <rect x={88} y={88} width={24} height={32} {...stroke} />
          <rect x={146} y={88} width={24} height={32} {...stroke} />
          <rect x={20} y={150} width={160} height={14} {...stroke} />
        </g>
      );
    case 'trolley':
      return (
        <g>
          <rect x={35} y={110} width={130} height={22} rx={4} {...stroke} />
          <path d="M150 110V45h20" stroke="#1f2933" strokeWidth={8} fill="none" strokeLinecap="round" />
          <rect x={55} y={60} width={70} height={50} {...stroke} fill="#e8c28e" />
          <circle cx={60} cy={150} r={15} fill="#1f2933" />
          <circle cx={140} cy={150} r={15} fill="#1f2933" />
        </g>
      );
    case 'cushion':
      return (
        <g>
          {[0, 1, 2].map((i) => (
            <rect key={i} x={30 + i * 48} y={55 + (i % 2) * 20} width={44} height={80} rx={18} {...stroke} />
          ))}
        </g>
      );
    case 'strap':
      return (
        <g>
          <rect x={45} y={50} width={110} height={110} {...stroke} fill="#d9b48a" />
          <rect x={88} y={50} width={24} height={110} fill={color} stroke="#1f2933" strokeWidth={3} />
          <rect x={45} y={93} width={110} height={24} fill={color} stroke="#1f2933" strokeWidth={3} />
          <rect x={86} y={91} width={28} height={28} fill="#c0c7cf" stroke="#1f2933" strokeWidth={3} />
        </g>
      );
    case 'truck':
      return (
        <g>
          <rect x={20} y={60} width={110} height={75} rx={6} {...stroke} />
          <path d="M130 80h30l20 25v30h-50Z" {...stroke} fill="#f5f5f5" />
          <circle cx={55} cy={145} r={16} fill="#1f2933" />
          <circle cx={150} cy={145} r={16} fill="#1f2933" />
          <path d="M35 85h60M35 105h40" stroke="#fff" strokeWidth={6} strokeLinecap="round" />
        </g>
      );
  }
}

const INK = '#1f2933';

/** The gallery product, a hand truck, as each gallery view shows it, in a 200×200 box. */
function TrolleyView({ view, color }: { view: (typeof TROLLEY_VIEWS)[number]; color: string }) {
  const stroke = { stroke: INK, strokeWidth: 4, strokeLinejoin: 'round' as const, fill: color };
  switch (view) {
    case 'front':
      // Head on: the handle frame behind, the platform's edge, two swivel castors.
      return (
        <g>
          <path d="M50 125V40h100v85M50 58h100" stroke={INK} strokeWidth={7} strokeLinejoin="round" fill="none" />
          <rect x={25} y={118} width={150} height={16} rx={3} {...stroke} />
          <path d="M48 134v10M152 134v10" stroke={INK} strokeWidth={6} />
          <rect x={38} y={142} width={20} height={34} rx={8} fill={INK} />
          <rect x={142} y={142} width={20} height={34} rx={8} fill={INK} />
        </g>
      );
    case 'side':
      // Side on and empty, its length and height marked.
      return (
        <g>
          <rect x={35} y={110} width={130} height={18} rx={4} {...stroke} />
          <path d="M155 110V40h18" stroke={INK} strokeWidth={8} fill="none" strokeLinecap="round" />
          <circle cx={60} cy={146} r={15} fill={INK} />
          <circle cx={140} cy={146} r={15} fill={INK} />
          <path d="M35 182h130M35 176v12M165 176v12M20 40v88M14 40h12M14 128h12" stroke={color} strokeWidth={4} />
        </g>
      );
    case 'wheel-lock':
      // Close up: a castor under the platform's corner, its brake pedal down and locked.
      return (
        <g>
          <rect x={20} y={20} width={160} height={22} {...stroke} />
          <path d="M75 42h50l-8 30H83Z" fill="#c0c7cf" stroke={INK} strokeWidth={4} strokeLinejoin="round" />
          <circle cx={100} cy={122} r={56} fill={INK} />
          <path d="M100 100V72M100 144v28M78 122H50M122 122h28" stroke="#52606d" strokeWidth={6} />
          <circle cx={100} cy={122} r={22} fill="#c0c7cf" stroke="#fff" strokeWidth={3} />
          <path d="M118 70l46 18-6 14-46-16Z" fill={color} stroke={INK} strokeWidth={4} strokeLinejoin="round" />
          <rect x={150} y={130} width={30} height={24} rx={4} fill="#fff" stroke={INK} strokeWidth={3} />
          <path d="M156 130v-8a9 9 0 0 1 18 0v8" fill="none" stroke={INK} strokeWidth={3} />
        </g>
      );
    case 'folded-handle':
      // The handle folded down onto the platform; the dashed line is where it stands when up.
      return (
        <g>
          <path d="M150 110V40" stroke={INK} strokeWidth={4} strokeDasharray="8 8" opacity={0.5} />
          <path d="M140 52a70 70 0 0 0-56 46M78 86l6 14 14-6" fill="none" stroke={color} strokeWidth={5} strokeLinecap="round" strokeLinejoin="round" />
          <rect x={35} y={116} width={130} height={18} rx={4} {...stroke} />
          <path d="M150 106H40" stroke={INK} strokeWidth={8} strokeLinecap="round" />
          <circle cx={60} cy={152} r={15} fill={INK} />
          <circle cx={140} cy={152} r={15} fill={INK} />
        </g>
      );
  }
}

/** The stretch film made to order, as each of its gallery views shows it, in a 200×200 box. */
function FilmView({ view, color }: { view: (typeof FILM_VIEWS)[number]; color: string }) {
  if (view === 'roll-end') {
    // End on: the wound film around its paper core, the loose end trailing.
    return (
      <g>
        <circle cx={100} cy={100} r={78} fill={color} fillOpacity={0.35} stroke={INK} strokeWidth={4} />
        {[62, 46].map((r) => (
          <circle key={r} cx={100} cy={100} r={r} fill="none" stroke={color} strokeWidth={3} />
        ))}
        <circle cx={100} cy={100} r={28} fill="#d9b48a" stroke={INK} strokeWidth={4} />
        <circle cx={100} cy={100} r={18} fill="#fff" stroke={INK} strokeWidth={3} />
        <path d="M170 130c14 18 18 36 10 58" fill="none" stroke={color} strokeWidth={6} strokeLinecap="round" />
      </g>
    );
  }
  // A pallet of cartons, wrapped: the film's bands across the load.
  return (
    <g>
      <rect x={40} y={60} width={55} height={45} fill="#d9b48a" stroke={INK} strokeWidth={3} />
      <rect x={105} y={60} width={55} height={45} fill="#d9b48a" stroke={INK} strokeWidth={3} />
      <rect x={40} y={110} width={120} height={45} fill="#d9b48a" stroke={INK} strokeWidth={3} />
      <rect x={34} y={56} width={132} height={104} rx={6} fill={color} fillOpacity={0.25} stroke={color} strokeWidth={4} />
      <path d="M34 80l132 20M34 112l132 20M34 144l132-18" stroke={color} strokeWidth={3} opacity={0.8} />
      <rect x={30} y={160} width={140} height={12} fill="#8a6a43" stroke={INK} strokeWidth={3} />
      <rect x={36} y={172} width={18} height={14} fill="#8a6a43" stroke={INK} strokeWidth={3} />
      <rect x={91} y={172} width={18} height={14} fill="#8a6a43" stroke={INK} strokeWidth={3} />
      <rect x={146} y={172} width={18} height={14} fill="#8a6a43" stroke={INK} strokeWidth={3} />
    </g>
  );
}

const CARDBOARD = '#d9b48a';
const CARDBOARD_DARK = '#b98d5e';

/** The carton made to order, as each of its gallery views shows it, in a 200×200 box. */
function CartonView({ view, color }: { view: (typeof CARTON_VIEWS)[number]; color: string }) {
  const board = { stroke: INK, strokeWidth: 4, strokeLinejoin: 'round' as const };
  switch (view) {
    case 'carton-open':
      // Three quarters from above, its four flaps standing open.
      return (
        <g>
          <path d="M40 90l40-20h90l-40 20Z" fill="#8a6a43" {...board} />
          <path d="M40 90 20 52l40-20 20 38Z" fill={CARDBOARD} {...board} />
          <path d="M80 70l8-42h90l-8 42Z" fill={CARDBOARD_DARK} {...board} />
          <path d="M170 70l24 26-40 20-24-26Z" fill={CARDBOARD} {...board} />
          <rect x={40} y={90} width={90} height={85} fill={CARDBOARD} {...board} />
          <path d="M130 90l40-20v85l-40 20Z" fill={CARDBOARD_DARK} {...board} />
          <path d="M40 90l-14 40h90l14-40" fill={CARDBOARD} fillOpacity={0.9} {...board} />
          <path d="M62 150h46" stroke={color} strokeWidth={6} strokeLinecap="round" />
        </g>
      );
    case 'carton-flat':
      // The blank as it leaves the factory: four panels, their flaps, the glue tab; folds dashed.
      return (
        <g>
          <path d="M12 75h10v60H12Z" fill={CARDBOARD_DARK} {...board} strokeWidth={3} />
          {[
            [22, 48],
            [70, 34],
            [104, 48],
            [152, 34],
          ].map(([x, w]) => (
            <g key={x}>
              <rect x={x} y={45} width={w} height={30} rx={2} fill={CARDBOARD_DARK} {...board} strokeWidth={3} />
              <rect x={x} y={75} width={w} height={60} fill={CARDBOARD} {...board} strokeWidth={3} />
              <rect x={x} y={135} width={w} height={30} rx={2} fill={CARDBOARD_DARK} {...board} strokeWidth={3} />
            </g>
          ))}
          <path d="M22 75h164M22 135h164M70 75v60M104 75v60M152 75v60" stroke={color} strokeWidth={3} strokeDasharray="6 5" />
        </g>
      );
    case 'carton-layers':
      // The board cut through: three layers above (one flute), five below (two flutes).
      return (
        <g>
          <path d="M20 40h160M20 80h160" stroke={INK} strokeWidth={5} />
          <path d="M20 78c10-36 10-36 20 0s10-36 20 0 10-36 20 0 10-36 20 0 10-36 20 0 10-36 20 0 10-36 20 0 10-36 20 0" fill="none" stroke={CARDBOARD_DARK} strokeWidth={4} />
          <path d="M20 110h160M20 140h160M20 180h160" stroke={INK} strokeWidth={5} />
          <path d="M20 138c7-26 7-26 14 0s7-26 14 0 7-26 14 0 7-26 14 0 7-26 14 0 7-26 14 0 7-26 14 0 7-26 14 0 7-26 14 0 7-26 14 0 7-26 14 0 7-26 14 0" fill="none" stroke={CARDBOARD_DARK} strokeWidth={4} />
          <path d="M20 178c10-36 10-36 20 0s10-36 20 0 10-36 20 0 10-36 20 0 10-36 20 0 10-36 20 0 10-36 20 0 10-36 20 0" fill="none" stroke={CARDBOARD_DARK} strokeWidth={4} />
          <rect x={8} y={36} width={6} height={48} fill={color} />
          <rect x={8} y={106} width={6} height={78} fill={color} />
        </g>
      );
    case 'carton-stacked':
      // Three cartons stacked, the top one turned, "this way up" arrows on their sides.
      return (
        <g>
          {[
            [30, 120, 70, 56],
            [100, 120, 70, 56],
            [55, 64, 90, 56],
          ].map(([x, y, w, h]) => (
            <g key={`${x}-${y}`}>
              <rect x={x} y={y} width={w} height={h} fill={CARDBOARD} {...board} />
              <path d={`M${x! + w! / 2} ${y! + h! - 12}v-30m-8 8 8-8 8 8`} fill="none" stroke={color} strokeWidth={4} strokeLinecap="round" strokeLinejoin="round" />
            </g>
          ))}
          <path d="M10 180h180" stroke={INK} strokeWidth={4} />
        </g>
      );
  }
}

/** The clear tape, as each of its gallery views shows it, in a 200×200 box. */
function TapeView({ view, color }: { view: (typeof TAPE_VIEWS)[number]; color: string }) {
  switch (view) {
    case 'tape-width':
      // Edge on, its width marked.
      return (
        <g>
          <rect x={70} y={25} width={60} height={150} rx={10} fill={color} fillOpacity={0.55} stroke={INK} strokeWidth={4} />
          <rect x={70} y={70} width={60} height={60} fill="#f2e6c8" stroke={INK} strokeWidth={3} />
          <path d="M70 190h60M70 183v14M130 183v14" stroke={INK} strokeWidth={4} />
          <path d="M78 40v120M92 40v120M108 40v120M122 40v120" stroke="#fff" strokeOpacity={0.5} strokeWidth={2} />
        </g>
      );
    case 'tape-dispenser':
      // On the hand dispenser: the roll on its arm, the grip, the toothed blade.
      return (
        <g>
          <path d="M110 80 52 146" stroke="#52606d" strokeWidth={12} strokeLinecap="round" />
          <rect x={20} y={130} width={40} height={60} rx={14} transform="rotate(-35 40 160)" fill={INK} />
          <circle cx={110} cy={80} r={52} fill={color} fillOpacity={0.6} stroke={INK} strokeWidth={4} />
          <circle cx={110} cy={80} r={26} fill="#f2e6c8" stroke={INK} strokeWidth={4} />
          <path d="M150 114 172 150" stroke={color} strokeWidth={8} />
          <path d="M160 158l8-8 4 10 6-8 4 10 6-8" fill="none" stroke={INK} strokeWidth={3} strokeLinejoin="round" />
        </g>
      );
    case 'tape-sealed':
      // A carton's top from above, the seam taped down over both ends.
      return (
        <g>
          <rect x={25} y={40} width={150} height={130} fill={CARDBOARD} stroke={INK} strokeWidth={4} />
          <path d="M25 105h150" stroke={INK} strokeWidth={3} />
          <rect x={12} y={92} width={176} height={26} fill={color} fillOpacity={0.55} stroke={INK} strokeWidth={2} />
          <path d="M12 92l-4 13 4 13M188 92l4 13-4 13" fill="none" stroke={INK} strokeWidth={2} />
        </g>
      );
  }
}

/** The plastic pallet, as each of its gallery views shows it, in a 200×200 box. */
function PalletView({ view, color }: { view: (typeof PALLET_VIEWS)[number]; color: string }) {
  switch (view) {
    case 'pallet-top':
      // From above: the closed deck and its raised non-slip studs.
      return (
        <g>
          <rect x={20} y={30} width={160} height={140} rx={6} fill={color} stroke={INK} strokeWidth={4} />
          {Array.from({ length: 7 }, (_, row) =>
            Array.from({ length: 8 }, (_, col) => <circle key={`${row}-${col}`} cx={34 + col * 19} cy={44 + row * 19} r={4} fill="#fff" fillOpacity={0.45} />),
          )}
        </g>
      );
    case 'pallet-forks':
      // End on, a fork lift's two forks going into its openings (it takes them from all four sides).
      return (
        <g>
          <rect x={15} y={80} width={170} height={18} fill={color} stroke={INK} strokeWidth={4} />
          {[15, 88, 161].map((x) => (
            <rect key={x} x={x} y={98} width={24} height={40} fill={color} stroke={INK} strokeWidth={4} />
          ))}
          <rect x={15} y={138} width={170} height={14} fill={color} stroke={INK} strokeWidth={4} />
          <rect x={46} y={108} width={34} height={10} fill="#c0c7cf" stroke={INK} strokeWidth={3} />
          <rect x={120} y={108} width={34} height={10} fill="#c0c7cf" stroke={INK} strokeWidth={3} />
          <path d="M100 20v40M80 40h40" stroke={INK} strokeWidth={4} strokeLinecap="round" />
          <path d="M100 20l-8 10M100 20l8 10M100 60l-8-10M100 60l8-10M80 40l10-8M80 40l10 8M120 40l-10-8M120 40l-10 8" stroke={INK} strokeWidth={4} strokeLinecap="round" />
        </g>
      );
    case 'pallet-loaded':
      // Loaded: four cartons on the deck.
      return (
        <g>
          <rect x={30} y={50} width={68} height={50} fill={CARDBOARD} stroke={INK} strokeWidth={3} />
          <rect x={102} y={50} width={68} height={50} fill={CARDBOARD} stroke={INK} strokeWidth={3} />
          <rect x={30} y={100} width={68} height={50} fill={CARDBOARD_DARK} stroke={INK} strokeWidth={3} />
          <rect x={102} y={100} width={68} height={50} fill={CARDBOARD_DARK} stroke={INK} strokeWidth={3} />
          <rect x={20} y={150} width={160} height={14} fill={color} stroke={INK} strokeWidth={4} />
          {[22, 88, 154].map((x) => (
            <rect key={x} x={x} y={164} width={24} height={20} fill={color} stroke={INK} strokeWidth={4} />
          ))}
        </g>
      );
  }
}

const isIn = <V extends GalleryView>(views: readonly V[], view: GalleryView): view is V => (views as readonly GalleryView[]).includes(view);

/** A gallery view of its product. */
function View({ view, color }: { view: GalleryView; color: string }) {
  if (isIn(FILM_VIEWS, view)) return <FilmView view={view} color={color} />;
  if (isIn(CARTON_VIEWS, view)) return <CartonView view={view} color={color} />;
  if (isIn(TAPE_VIEWS, view)) return <TapeView view={view} color={color} />;
  if (isIn(PALLET_VIEWS, view)) return <PalletView view={view} color={color} />;
  return <TrolleyView view={view} color={color} />;
}

/** Each view on its own ground, so the pictures tell apart at thumbnail size too. */
const VIEW_GROUNDS: Record<GalleryView, string> = {
  front: '#eef4f8',
  side: '#f4f1e8',
  'wheel-lock': '#f3eef6',
  'folded-handle': '#edf6ee',
  'roll-end': '#eef6f8',
  'on-pallet': '#f6f3ee',
  'carton-open': '#f6efe4',
  'carton-flat': '#eef2f6',
  'carton-layers': '#f4f4ee',
  'carton-stacked': '#eef5f0',
  'tape-width': '#f7f3e6',
  'tape-dispenser': '#eef1f7',
  'tape-sealed': '#f5eee8',
  'pallet-top': '#eef5ea',
  'pallet-forks': '#f2f2f4',
  'pallet-loaded': '#f6f2ea',
};

/** Product pictures are product content, Vietnamese in every locale like the names drawn on them. */
const productT = createT('vi');

function svg(element: ReactElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>${renderToStaticMarkup(element)}`;
}

/**
 * A 600×600 product picture: the category's colour and pictogram with the product name, or, for
 * a gallery `view`, that view of the product with its caption.
 */
export function productSvg(input: {
  name: string;
  caption?: string;
  view?: GalleryView;
  shape: CategoryShape;
  color: string;
  variant?: number;
}): string {
  const lines = wrapText(input.name, 24);
  const { view } = input;
  const tilt = view ? 0 : ((input.variant ?? 0) % 5) * 8 - 16;
  const caption = view ? productT(GALLERY_VIEW_LABELS[view]) : input.caption;
  return svg(
    <svg xmlns="http://www.w3.org/2000/svg" width={600} height={600} viewBox="0 0 600 600" role="img" aria-label={input.name}>
      <rect width={600} height={600} fill={view ? VIEW_GROUNDS[view] : '#f6f3ee'} />
      <circle cx={300} cy={230} r={200} fill={input.color} opacity={0.14} />
      <g transform={`translate(150 60) scale(1.5) rotate(${tilt} 100 105)`}>
        {view ? <View view={view} color={input.color} /> : <Shape shape={input.shape} color={input.color} />}
      </g>
      <rect x={0} y={420} width={600} height={180} fill="#ffffff" />
      <rect x={0} y={420} width={600} height={8} fill={input.color} />
      <text x={300} y={470} textAnchor="middle" fontFamily="'Be Vietnam Pro', Arial, sans-serif" fontSize={30} fontWeight={700} fill="#1f2933">
        {lines.map((line, i) => (
          <tspan key={i} x={300} dy={i === 0 ? 0 : 36}>
            {line}
          </tspan>
        ))}
      </text>
      {caption && (
        <text x={300} y={585} textAnchor="middle" fontFamily="Arial, sans-serif" fontSize={22} fill="#52606d">
          {caption}
        </text>
      )}
    </svg>,
  );
}

/** A wide banner for the home carousel. */
export function bannerSvg(input: { n: number; shape: CategoryShape; color: string }): string {
  return svg(
    <svg xmlns="http://www.w3.org/2000/svg" width={1600} height={500} viewBox="0 0 1600 500" aria-hidden="true">
      <defs>
        <linearGradient id="g" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#0b3c5d" />
          <stop offset="1" stopColor={input.color} />
        </linearGradient>
      </defs>
      <rect width={1600} height={500} fill="url(#g)" />
      {Array.from({ length: 8 }, (_, i) => (
        <rect key={i} x={i * 220 - 60} y={420 - (i % 3) * 30} width={180} height={12} fill="#fff" opacity={0.08} />
      ))}
      <g transform="translate(1050 60) scale(1.9)">
        <Shape shape={input.shape} color={input.color} />
      </g>
    </svg>,
  );
}

/** A small category tile picture. */
export function categorySvg(input: { shape: CategoryShape; color: string }): string {
  return svg(
    <svg xmlns="http://www.w3.org/2000/svg" width={200} height={200} viewBox="0 0 200 200" aria-hidden="true">
      <rect width={200} height={200} rx={24} fill={input.color} opacity={0.12} />
      <Shape shape={input.shape} color={input.color} />
    </svg>,
  );
}

/** The site icon: the logo's truck on the brand colour, legible at 16 px. */
export function faviconSvg(): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
    '<rect width="32" height="32" rx="6" fill="#0b5d8a"/>' +
    '<path d="M5 10h13v10H5z M18 13h5l4 4v3h-9z" fill="#fff"/>' +
    '<circle cx="10" cy="22" r="2.5" fill="#ffb400"/><circle cx="23" cy="22" r="2.5" fill="#ffb400"/></svg>'
  );
}
