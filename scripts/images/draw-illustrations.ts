// Draws the site's illustrations as SVG sources in assets/images/.
// There are no photos to ship, so these flat illustrations stand in for them;
// drop a real photo with the same name (.jpg/.png) into assets/images to replace one.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT = join(import.meta.dirname, '..', '..', 'assets', 'images');

interface CanOptions {
  x: number;
  y: number;
  scale?: number;
  body?: string;
  lid?: string;
  dirty?: boolean;
  lidOpen?: boolean;
}

/** A curbside roll cart: body, lid, handle, wheel, optional grime. Origin is the bottom centre. */
function can({ x, y, scale = 1, body = '#1f7a4d', lid = '#17603c', dirty = false, lidOpen = false }: CanOptions): string {
  const grime = dirty
    ? `<path d="M-70 -120 q20 30 5 70 q-10 30 20 60 l-30 0 z" fill="#6b4f2a" opacity=".55"/>
       <ellipse cx="30" cy="-200" rx="28" ry="16" fill="#5c4424" opacity=".5"/>
       <ellipse cx="-20" cy="-60" rx="36" ry="12" fill="#4a361d" opacity=".45"/>
       <path d="M40 -300 q8 40 -6 70 q-6 20 10 40" stroke="#5c4424" stroke-width="10" fill="none" opacity=".5"/>`
    : `<path d="M-52 -300 L-44 -40" stroke="#ffffff" stroke-width="14" stroke-linecap="round" opacity=".22"/>`;
  const lidShape = lidOpen
    ? `<g transform="translate(-92 -318) rotate(-38)"><rect x="0" y="-22" width="196" height="26" rx="10" fill="${lid}"/><rect x="150" y="-30" width="40" height="10" rx="5" fill="${lid}"/></g>`
    : `<rect x="-98" y="-340" width="196" height="30" rx="12" fill="${lid}"/><rect x="-30" y="-350" width="60" height="14" rx="7" fill="${lid}"/>`;
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <ellipse cx="0" cy="6" rx="120" ry="14" fill="#0b2e1f" opacity=".12"/>
    <path d="M-86 -312 L86 -312 L72 -12 Q70 0 58 0 L-58 0 Q-70 0 -72 -12 Z" fill="${body}"/>
    <path d="M-86 -312 L86 -312 L84 -282 L-84 -282 Z" fill="#000" opacity=".12"/>
    <rect x="-60" y="-250" width="16" height="200" rx="8" fill="#000" opacity=".08"/>
    <rect x="44" y="-250" width="16" height="200" rx="8" fill="#000" opacity=".08"/>
    ${grime}
    ${lidShape}
    <rect x="78" y="-330" width="26" height="16" rx="6" fill="${lid}"/>
    <circle cx="-62" cy="-4" r="24" fill="#263238"/><circle cx="-62" cy="-4" r="10" fill="#90a4ae"/>
  </g>`;
}

function sparkle(x: number, y: number, r: number, color = '#f5c542'): string {
  return `<path transform="translate(${x} ${y})" d="M0 ${-r} Q${r * 0.18} ${-r * 0.18} ${r} 0 Q${r * 0.18} ${r * 0.18} 0 ${r} Q${-r * 0.18} ${r * 0.18} ${-r} 0 Q${-r * 0.18} ${-r * 0.18} 0 ${-r} Z" fill="${color}"/>`;
}

function bubble(x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#bfeaf5" opacity=".7" stroke="#6cc6dd" stroke-width="3"/><circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.22}" fill="#fff"/>`;
}

function spray(x: number, y: number, angle: number, length = 240): string {
  const jets = [-14, -5, 5, 14]
    .map(
      (a) =>
        `<line x1="0" y1="0" x2="${length}" y2="${a * 6}" stroke="#7fd3ea" stroke-width="7" stroke-linecap="round" opacity=".75" stroke-dasharray="28 16"/>`,
    )
    .join('');
  return `<g transform="translate(${x} ${y}) rotate(${angle})">
    <rect x="-150" y="-10" width="150" height="20" rx="8" fill="#37474f"/>
    <rect x="-190" y="-18" width="56" height="44" rx="10" fill="#ff8f3d"/>
    ${jets}
  </g>`;
}

function fly(x: number, y: number): string {
  return `<g transform="translate(${x} ${y})"><ellipse cx="0" cy="0" rx="7" ry="5" fill="#333"/><ellipse cx="-5" cy="-6" rx="6" ry="4" fill="#cfd8dc" opacity=".8"/><ellipse cx="5" cy="-6" rx="6" ry="4" fill="#cfd8dc" opacity=".8"/></g>`;
}

function scene(width: number, height: number, sky: [string, string], content: string, ground = '#cfd8cf'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <rect y="${height * 0.78}" width="${width}" height="${height * 0.22}" fill="${ground}"/>
  <rect y="${height * 0.78}" width="${width}" height="10" fill="#9aa79b"/>
  ${content}
</svg>`;
}

const house = (x: number, y: number, color = '#e8ddc8') =>
  `<g transform="translate(${x} ${y})"><rect x="0" y="60" width="220" height="150" fill="${color}"/><path d="M-20 70 L110 -20 L240 70 Z" fill="#8d5b4c"/><rect x="30" y="100" width="50" height="50" fill="#b3e0f2"/><rect x="140" y="110" width="46" height="100" fill="#6d4c41"/></g>`;

const illustrations: Record<string, string> = {
  // Near-white background on purpose: the page removes it in the browser.
  hero: `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="840" viewBox="0 0 1000 840">
  <rect width="1000" height="840" fill="#fdfdfc"/>
  <circle cx="520" cy="430" r="330" fill="#e3f5ea"/>
  ${can({ x: 420, y: 760, scale: 1.55 })}
  ${can({ x: 700, y: 770, scale: 1.05, body: '#2f5d8a', lid: '#244a6e' })}
  ${spray(880, 380, 200, 200)}
  ${bubble(620, 260, 30)}${bubble(680, 200, 18)}${bubble(250, 300, 22)}${bubble(300, 220, 12)}${bubble(760, 520, 16)}
  ${sparkle(220, 430, 34)}${sparkle(600, 140, 26)}${sparkle(820, 620, 22, '#4fc38a')}${sparkle(170, 620, 18, '#4fc38a')}
</svg>`,
  'before-after': scene(
    800,
    600,
    ['#eef6f1', '#d9efe3'],
    `<rect x="0" y="0" width="400" height="600" fill="#8a7a64" opacity=".18"/>
     <line x1="400" y1="30" x2="400" y2="570" stroke="#fff" stroke-width="8" stroke-dasharray="20 14"/>
     ${can({ x: 200, y: 520, scale: 1.05, body: '#3d6b4f', lid: '#2f513c', dirty: true })}
     ${fly(120, 120)}${fly(280, 90)}${fly(220, 160)}
     ${can({ x: 600, y: 520, scale: 1.05 })}
     ${sparkle(500, 130, 24)}${sparkle(700, 200, 18)}${sparkle(690, 90, 12, '#4fc38a')}
     <rect x="40" y="32" width="130" height="44" rx="22" fill="#5d4037"/><text x="105" y="62" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">BEFORE</text>
     <rect x="630" y="32" width="130" height="44" rx="22" fill="#1f7a4d"/><text x="695" y="62" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">AFTER</text>`,
  ),
  'pressure-rinse': scene(
    800,
    600,
    ['#e6f4fb', '#cdeaf6'],
    `${can({ x: 330, y: 530, scale: 1.1, lidOpen: true })}
     ${spray(720, 230, 165, 330)}
     ${bubble(220, 150, 26)}${bubble(300, 100, 16)}${bubble(470, 170, 20)}${bubble(180, 260, 12)}
     <path d="M150 540 q60 -30 120 0 t120 0 t120 0" stroke="#7fd3ea" stroke-width="8" fill="none" opacity=".7"/>`,
  ),
  'lid-sanitized': scene(
    800,
    600,
    ['#f1f8ee', '#e1f0da'],
    `${can({ x: 400, y: 540, scale: 1.15, body: '#2f5d8a', lid: '#244a6e', lidOpen: true })}
     <g transform="translate(560 150)"><rect x="0" y="0" width="90" height="140" rx="16" fill="#ffffff" stroke="#1f7a4d" stroke-width="6"/><rect x="20" y="-30" width="50" height="34" rx="8" fill="#1f7a4d"/><path d="M25 70 l15 18 l28 -36" stroke="#1f7a4d" stroke-width="10" fill="none" stroke-linecap="round"/></g>
     ${bubble(300, 140, 22)}${bubble(250, 210, 14)}${bubble(480, 120, 16)}
     ${sparkle(180, 360, 22)}${sparkle(640, 380, 18, '#4fc38a')}`,
  ),
  'curbside-day-after': scene(
    800,
    600,
    ['#fff3de', '#fde2b8'],
    `<circle cx="660" cy="110" r="56" fill="#ffc857"/>
     ${house(40, 230)}${house(470, 250, '#dfe8f0')}
     <rect x="0" y="470" width="800" height="130" fill="#9e9e9e"/><rect x="0" y="462" width="800" height="14" fill="#cfcfcf"/>
     <line x1="0" y1="540" x2="800" y2="540" stroke="#f5f5f5" stroke-width="6" stroke-dasharray="40 30"/>
     ${can({ x: 330, y: 468, scale: 0.62 })}${can({ x: 430, y: 468, scale: 0.62, body: '#2f5d8a', lid: '#244a6e' })}
     ${sparkle(380, 220, 20)}${sparkle(470, 260, 12, '#4fc38a')}`,
    '#9ccc65',
  ),
  'commercial-pad': scene(
    800,
    600,
    ['#eceff1', '#dde3e6'],
    `<rect x="60" y="200" width="680" height="270" fill="#b0bec5"/><rect x="60" y="190" width="680" height="20" fill="#90a4ae"/>
     <g transform="translate(150 470)"><path d="M0 0 L20 -200 L330 -200 L350 0 Z" fill="#1f7a4d"/><rect x="10" y="-230" width="330" height="36" rx="8" fill="#17603c"/><rect x="40" y="-150" width="270" height="14" rx="7" fill="#000" opacity=".12"/><circle cx="40" cy="6" r="18" fill="#263238"/><circle cx="310" cy="6" r="18" fill="#263238"/></g>
     ${can({ x: 620, y: 470, scale: 0.8 })}
     ${spray(780, 300, 190, 150)}
     ${sparkle(260, 150, 22)}${sparkle(560, 120, 16, '#4fc38a')}${bubble(470, 230, 16)}`,
  ),
  'wheels-handles': scene(
    800,
    600,
    ['#f3f0fa', '#e4ddf3'],
    `${can({ x: 300, y: 520, scale: 1.1, body: '#37474f', lid: '#263238' })}
     <circle cx="232" cy="516" r="50" fill="none" stroke="#f5c542" stroke-width="8" stroke-dasharray="14 10"/>
     ${spray(700, 420, 185, 280)}
     ${bubble(480, 300, 18)}${bubble(540, 250, 12)}${bubble(150, 240, 20)}
     ${sparkle(470, 140, 24)}${sparkle(600, 190, 14, '#4fc38a')}`,
  ),
  // The partner's mark for the footer ('Powered by').
  'partner-logo': `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="96" viewBox="0 0 360 96">
  <rect x="4" y="12" width="72" height="72" rx="18" fill="#12372a"/>
  <path d="M22 56 q8 -20 18 0 t18 0" stroke="#5fd39a" stroke-width="6" fill="none" stroke-linecap="round"/>
  <path d="M22 44 q8 -20 18 0 t18 0" stroke="#b8f0d2" stroke-width="6" fill="none" stroke-linecap="round"/>
  <text x="92" y="62" font-family="Arial, Helvetica, sans-serif" font-size="38" font-weight="700" fill="#12372a">Peach State AI</text>
</svg>`,
};

mkdirSync(OUT, { recursive: true });
for (const [name, svg] of Object.entries(illustrations)) {
  writeFileSync(join(OUT, `${name}.svg`), svg.replace(/\n\s+/g, '\n'));
}
console.log(`wrote ${Object.keys(illustrations).length} SVG sources to ${OUT}`);
