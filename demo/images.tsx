import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { GALLERY_VIEW_LABELS } from './components/images';
import { FILM_VIEWS, type CategoryShape, type GalleryView } from './db/catalogue';
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
function TrolleyView({ view, color }: { view: GalleryView; color: string }) {
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
function FilmView({ view, color }: { view: GalleryView; color: string }) {
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

/** Each view on its own ground, so the pictures tell apart at thumbnail size too. */
const VIEW_GROUNDS: Record<GalleryView, string> = {
  front: '#eef4f8',
  side: '#f4f1e8',
  'wheel-lock': '#f3eef6',
  'folded-handle': '#edf6ee',
  'roll-end': '#eef6f8',
  'on-pallet': '#f6f3ee',
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
        {!view ? (
          <Shape shape={input.shape} color={input.color} />
        ) : (FILM_VIEWS as readonly string[]).includes(view) ? (
          <FilmView view={view} color={input.color} />
        ) : (
          <TrolleyView view={view} color={input.color} />
        )}
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
