/** The fictional company's logo: a parcel with a speed arrow, then the name. Decorative SVG. */
export function Logo({ name, tagline }: { name: string; tagline: string }) {
  return (
    <span className="logo-mark">
      <svg width="44" height="44" viewBox="0 0 44 44" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="42" height="42" rx="10" fill="#0b5d8a" />
        <path d="M12 17 22 12l10 5v11l-10 5-10-5Z" fill="#f4b23e" />
        <path d="M12 17l10 5 10-5M22 22v11" stroke="#0b5d8a" strokeWidth="2" fill="none" />
        <path d="M4 30h8M6 34h6" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <span className="logo-text">
        <span className="logo-name">{name}</span>
        <span className="logo-tagline">{tagline}</span>
      </span>
    </span>
  );
}
