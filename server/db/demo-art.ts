import sharp from 'sharp';

/** What a demo picture shows: a gradient, a motif and a caption, drawn as SVG (no network, no stock photos). */
export interface Scene {
  colors: [string, string];
  motif: 'sun' | 'peaks' | 'waves' | 'rings' | 'bars' | 'dots';
  label: string;
  width?: number;
  height?: number;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function motif(kind: Scene['motif'], w: number, h: number): string {
  switch (kind) {
    case 'sun':
      return `<circle cx="${w * 0.7}" cy="${h * 0.36}" r="${w * 0.11}" fill="#fff3c4" fill-opacity="0.85"/>
        <polygon points="0,${h} ${w * 0.3},${h * 0.55} ${w * 0.55},${h} " fill="#000" fill-opacity="0.25"/>
        <polygon points="${w * 0.35},${h} ${w * 0.7},${h * 0.6} ${w},${h * 0.85} ${w},${h}" fill="#000" fill-opacity="0.18"/>`;
    case 'peaks':
      return `<polygon points="0,${h} ${w * 0.22},${h * 0.42} ${w * 0.4},${h * 0.7} ${w * 0.62},${h * 0.3} ${w},${h * 0.8} ${w},${h}" fill="#fff" fill-opacity="0.22"/>
        <polygon points="0,${h} ${w * 0.35},${h * 0.62} ${w * 0.7},${h} " fill="#000" fill-opacity="0.2"/>`;
    case 'waves':
      return [0.55, 0.68, 0.8]
        .map(
          (y, i) =>
            `<path d="M0 ${h * y} Q ${w * 0.25} ${h * (y - 0.08)} ${w * 0.5} ${h * y} T ${w} ${h * y} V ${h} H 0 Z" fill="#fff" fill-opacity="${0.15 + i * 0.08}"/>`,
        )
        .join('');
    case 'rings':
      return [0.08, 0.16, 0.24, 0.32]
        .map(
          (r) =>
            `<circle cx="${w / 2}" cy="${h * 0.45}" r="${w * r}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="${w * 0.018}"/>`,
        )
        .join('');
    case 'bars':
      return Array.from({ length: 14 }, (_, i) => {
        const barHeight = h * (0.15 + 0.45 * Math.abs(Math.sin(i * 1.7)));
        return `<rect x="${w * (0.08 + i * 0.062)}" y="${h * 0.78 - barHeight}" width="${w * 0.04}" height="${barHeight}" rx="${w * 0.01}" fill="#fff" fill-opacity="0.5"/>`;
      }).join('');
    case 'dots':
      return Array.from({ length: 30 }, (_, i) => {
        const x = w * (0.1 + (i % 6) * 0.16);
        const y = h * (0.12 + Math.floor(i / 6) * 0.15);
        return `<circle cx="${x}" cy="${y}" r="${w * (0.015 + (i % 4) * 0.008)}" fill="#fff" fill-opacity="0.4"/>`;
      }).join('');
  }
}

/** A JPEG of the scene, 720x540 unless told. */
export async function drawScene(scene: Scene): Promise<Buffer> {
  const w = scene.width ?? 720;
  const h = scene.height ?? 540;
  const [from, to] = scene.colors;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>
    ${motif(scene.motif, w, h)}
    <text x="${w * 0.05}" y="${h - w * 0.06}" font-family="DejaVu Sans" font-weight="bold" font-size="${Math.round(w * 0.06)}" fill="#fff" fill-opacity="0.92">${escapeXml(scene.label)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** A round-friendly square PNG avatar: a radial gradient with the person's initials. */
export async function drawAvatar(initials: string, colors: [string, string]): Promise<Buffer> {
  const size = 320;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <defs><radialGradient id="g" cx="0.3" cy="0.3" r="0.9"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></radialGradient></defs>
    <rect width="${size}" height="${size}" fill="url(#g)"/>
    <text x="50%" y="50%" text-anchor="middle" dominant-baseline="central" font-family="DejaVu Sans" font-weight="bold" font-size="120" fill="#fff">${escapeXml(initials)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

/**
 * A specimen identity document (kind `id`) or a selfie holding it beside a handwritten note (kind
 * `selfie`), as JPEGs: what a verification request shows its reviewer, drawn, with no real person in it.
 */
export async function drawDocument(kind: 'id' | 'selfie', name: string, colors: [string, string]): Promise<Buffer> {
  const w = 720;
  const h = 480;
  const card = (x: number, y: number, scale: number) => `<g transform="translate(${x} ${y}) scale(${scale})">
      <rect width="420" height="260" rx="18" fill="#f4f1e8" stroke="#6b7b8c" stroke-width="4"/>
      <rect width="420" height="52" rx="18" fill="${colors[1]}"/><rect y="34" width="420" height="18" fill="${colors[1]}"/>
      <text x="20" y="36" font-family="DejaVu Sans" font-weight="bold" font-size="24" fill="#fff">IDENTITY CARD · SPECIMEN</text>
      <rect x="20" y="72" width="120" height="150" rx="8" fill="${colors[0]}"/>
      <circle cx="80" cy="125" r="30" fill="#fff" fill-opacity="0.8"/><rect x="45" y="160" width="70" height="50" rx="25" fill="#fff" fill-opacity="0.8"/>
      <text x="160" y="100" font-family="DejaVu Sans" font-size="18" fill="#555">Name</text>
      <text x="160" y="128" font-family="DejaVu Sans" font-weight="bold" font-size="24" fill="#222">${escapeXml(name)}</text>
      <text x="160" y="166" font-family="DejaVu Sans" font-size="18" fill="#555">No. FC-000-DEMO</text>
      <text x="160" y="200" font-family="DejaVu Sans" font-size="18" fill="#555">Valid until 12/2031</text>
    </g>`;
  const body =
    kind === 'id'
      ? `<rect width="${w}" height="${h}" fill="#d9dee4"/>${card(150, 110, 1)}`
      : `<rect width="${w}" height="${h}" fill="${colors[0]}"/>
        <circle cx="250" cy="170" r="90" fill="#f1c9a5"/><circle cx="220" cy="160" r="9" fill="#333"/><circle cx="280" cy="160" r="9" fill="#333"/>
        <path d="M215 205 Q250 235 285 205" stroke="#8a4b2a" stroke-width="6" fill="none"/>
        <rect x="120" y="270" width="260" height="210" rx="100" fill="${colors[1]}"/>
        ${card(380, 120, 0.72)}
        <g transform="rotate(-6 520 380)"><rect x="400" y="330" width="250" height="120" fill="#fffbe6" stroke="#c9b458" stroke-width="3"/>
        <text x="418" y="378" font-family="DejaVu Sans" font-style="italic" font-size="26" fill="#1d3c8f">Fanclub ${new Date().getFullYear()}</text>
        <text x="418" y="418" font-family="DejaVu Sans" font-style="italic" font-size="24" fill="#1d3c8f">${escapeXml(name)}</text></g>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
