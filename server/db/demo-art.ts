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
        .map((r) => `<circle cx="${w / 2}" cy="${h * 0.45}" r="${w * r}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="${w * 0.018}"/>`)
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
