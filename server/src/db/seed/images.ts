import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { VARIANT_FORMAT_VERSION, VARIANT_WIDTHS, makeVariants, variantName } from '../../lib/image-variants';
import { DEMO_FOLDER, type FileStore } from '../../lib/storage';

/**
 * Demo illustrations, drawn in code so the project needs no image files and no internet:
 * a vehicle silhouette per colour variant, a wordmark per brand and a banner per blog post.
 */

export type VehicleShape = 'scooter' | 'bike' | 'car' | 'three-wheeler' | 'mini-truck';

/** Folder of the store (upload dir or bucket) and URL prefix of the demo images. */
export const DEMO_IMAGE_DIR = DEMO_FOLDER;
export const demoImageUrl = (slug: string) => `/uploads/${DEMO_IMAGE_DIR}/${slug}.svg`;

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/\+/g, '-plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Mixes a #rrggbb colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const target = amount > 0 ? 255 : 0;
  const mixed = channels.map((c) => Math.round(c + (target - c) * Math.abs(amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const isLight = (hex: string) => {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255) > 170;
};

const FONT = "font-family='Inter, Segoe UI, Helvetica, Arial, sans-serif'";

function wheel(cx: number, cy: number, r: number): string {
  const spokes = [0, 60, 120]
    .map((a) => {
      const rad = (a * Math.PI) / 180;
      const dx = Math.round(Math.cos(rad) * r * 0.55);
      const dy = Math.round(Math.sin(rad) * r * 0.55);
      return `<line x1='${cx - dx}' y1='${cy - dy}' x2='${cx + dx}' y2='${cy + dy}' stroke='#6b7280' stroke-width='5'/>`;
    })
    .join('');
  return (
    `<circle cx='${cx}' cy='${cy}' r='${r}' fill='#1f2937'/>` +
    `<circle cx='${cx}' cy='${cy}' r='${Math.round(r * 0.62)}' fill='#d1d5db'/>` +
    spokes +
    `<circle cx='${cx}' cy='${cy}' r='${Math.round(r * 0.18)}' fill='#374151'/>`
  );
}

/** Each drawing sits on the ground line y=490, roughly between x=110 and x=690. */
const BODIES: Record<VehicleShape, (c: string, dark: string, light: string) => string> = {
  scooter: (c, dark, light) =>
    wheel(250, 432, 58) +
    wheel(566, 432, 58) +
    // front fork and handlebar stem
    `<path d='M548 300 L566 432' stroke='#4b5563' stroke-width='12' stroke-linecap='round'/>` +
    // rear body with a wheel arch
    `<path d='M146 400 C136 348 170 300 238 294 L400 294 C424 294 434 316 426 342 L410 382 L326 382 C312 336 196 336 182 404 Z' fill='${c}' stroke='${dark}' stroke-width='3'/>` +
    `<path d='M170 338 C190 314 220 308 260 306 L392 306' stroke='${light}' stroke-width='6' fill='none' stroke-linecap='round'/>` +
    // floorboard
    `<path d='M396 372 L512 372 L520 394 L380 394 Z' fill='${dark}'/>` +
    // leg shield and front apron
    `<path d='M500 394 L468 252 C464 232 480 220 498 224 L532 232 C552 238 560 256 556 276 L546 330 C566 348 596 372 604 398 Z' fill='${c}' stroke='${dark}' stroke-width='3'/>` +
    // front mudguard
    `<path d='M512 414 C518 366 612 362 622 414' stroke='${dark}' stroke-width='12' fill='none' stroke-linecap='round'/>` +
    // seat
    `<path d='M214 294 C220 268 262 258 304 260 L388 264 C406 266 412 280 404 294 Z' fill='#111827'/>` +
    // handlebar, headlight, mirror, tail light
    `<path d='M508 230 L494 170' stroke='${dark}' stroke-width='16' stroke-linecap='round'/>` +
    `<path d='M456 168 L536 160' stroke='#111827' stroke-width='11' stroke-linecap='round'/>` +
    `<path d='M470 162 L462 128' stroke='#374151' stroke-width='4'/><ellipse cx='460' cy='124' rx='12' ry='8' fill='#374151'/>` +
    `<ellipse cx='530' cy='202' rx='17' ry='12' fill='#fde68a' stroke='${dark}' stroke-width='3'/>` +
    `<rect x='140' y='326' width='16' height='24' rx='5' fill='#ef4444'/>`,

  bike: (c, dark, light) =>
    wheel(222, 420, 74) +
    wheel(594, 420, 74) +
    // swing arm, frame and fork
    `<path d='M222 420 L360 372' stroke='#374151' stroke-width='14' stroke-linecap='round'/>` +
    `<path d='M300 250 L360 372 L470 352 L520 250' stroke='#4b5563' stroke-width='12' fill='none' stroke-linejoin='round'/>` +
    `<path d='M548 204 L594 420' stroke='#9ca3af' stroke-width='12' stroke-linecap='round'/>` +
    // battery pack and motor
    `<rect x='348' y='290' width='150' height='86' rx='14' fill='#1f2937'/>` +
    `<rect x='362' y='304' width='122' height='12' rx='6' fill='${c}'/>` +
    `<circle cx='378' cy='370' r='26' fill='#374151'/><circle cx='378' cy='370' r='11' fill='#9ca3af'/>` +
    // tank cover and tail
    `<path d='M380 228 C400 192 470 184 520 196 C546 202 552 226 538 248 L492 290 L372 290 C360 270 366 246 380 228 Z' fill='${c}'/>` +
    `<path d='M404 222 C430 204 480 200 514 208' stroke='${light}' stroke-width='6' fill='none' stroke-linecap='round'/>` +
    `<path d='M380 246 L260 252 C228 254 196 240 176 222 L232 226 L300 240 Z' fill='${c}'/>` +
    `<path d='M286 246 C300 228 340 224 384 232 L380 252 Z' fill='#111827'/>` +
    // headlight, handlebar, rear mudguard, front mudguard
    `<circle cx='566' cy='232' r='20' fill='#fde68a' stroke='${dark}' stroke-width='5'/>` +
    `<path d='M520 190 L560 174 L600 178' stroke='#111827' stroke-width='10' fill='none' stroke-linecap='round'/>` +
    `<path d='M156 360 C170 320 230 310 262 330' stroke='${dark}' stroke-width='10' fill='none' stroke-linecap='round'/>` +
    `<path d='M548 352 C560 322 620 318 640 344' stroke='${dark}' stroke-width='10' fill='none' stroke-linecap='round'/>` +
    `<rect x='168' y='214' width='16' height='12' rx='3' fill='#ef4444'/>`,

  car: (c, dark, light) =>
    // body with a roof and two wheel arches
    `<path d='M112 404 L112 352 C112 326 130 314 158 308 L250 292 L324 222 C338 208 356 200 378 200 L532 200 C556 200 574 210 590 228 L650 296 L690 312 C706 318 712 334 710 352 L708 404 L652 404 C646 330 532 330 526 404 L298 404 C292 330 178 330 172 404 Z' fill='${c}'/>` +
    `<path d='M128 336 L700 336' stroke='${light}' stroke-width='5' stroke-linecap='round'/>` +
    // windows with a pillar
    `<path d='M280 292 L340 234 C348 226 358 222 370 222 L440 222 L440 292 Z' fill='#bfdbfe' stroke='${dark}' stroke-width='4'/>` +
    `<path d='M458 222 L528 222 C546 222 558 228 570 242 L614 292 L458 292 Z' fill='#bfdbfe' stroke='${dark}' stroke-width='4'/>` +
    // door line, handle, mirror, lights, charge port
    `<path d='M448 300 L448 396' stroke='${dark}' stroke-width='3'/>` +
    `<rect x='396' y='314' width='34' height='8' rx='4' fill='${dark}'/><rect x='494' y='314' width='34' height='8' rx='4' fill='${dark}'/>` +
    `<path d='M252 286 L236 270 L256 266 Z' fill='${dark}'/>` +
    `<path d='M688 320 L710 326 L710 344 L684 340 Z' fill='#fde68a'/>` +
    `<path d='M114 326 L132 322 L132 346 L112 348 Z' fill='#ef4444'/>` +
    `<rect x='150' y='360' width='22' height='14' rx='3' fill='${dark}'/>` +
    wheel(236, 404, 60) +
    wheel(590, 404, 60),

  'three-wheeler': (c, dark, light) =>
    wheel(212, 432, 52) +
    wheel(560, 432, 52) +
    // cabin canopy
    `<path d='M150 392 L150 196 C150 170 168 152 196 150 L500 146 C540 146 566 168 574 204 L600 300 C640 316 658 346 660 392 Z' fill='${c}'/>` +
    `<path d='M150 196 C150 170 168 152 196 150 L500 146 C540 146 566 168 574 204 L578 222 L150 222 Z' fill='${dark}'/>` +
    // windscreen, side opening, seat
    `<path d='M508 232 L572 232 L594 306 L520 306 Z' fill='#bfdbfe' stroke='${dark}' stroke-width='4'/>` +
    `<path d='M300 236 L486 236 L500 340 L300 340 Z' fill='#111827' opacity='0.85'/>` +
    `<path d='M320 300 L420 300 L420 330 L320 330 Z' fill='#4b5563'/>` +
    `<rect x='168' y='240' width='110' height='120' rx='10' fill='${light}' opacity='0.5'/>` +
    // mudguards and lights
    `<path d='M150 404 C158 360 266 360 274 404' stroke='${dark}' stroke-width='10' fill='none'/>` +
    `<path d='M498 404 C506 360 614 360 622 404' stroke='${dark}' stroke-width='10' fill='none'/>` +
    `<circle cx='640' cy='344' r='14' fill='#fde68a' stroke='${dark}' stroke-width='4'/>` +
    `<rect x='146' y='330' width='12' height='22' rx='3' fill='#ef4444'/>`,

  'mini-truck': (c, dark, light) =>
    // cargo deck and cabin
    `<rect x='110' y='220' width='350' height='160' rx='8' fill='${dark}'/>` +
    `<rect x='124' y='234' width='322' height='132' rx='4' fill='${shade(c, 0.3)}'/>` +
    `<path d='M124 280 L446 280 M124 324 L446 324' stroke='${light}' stroke-width='4'/>` +
    `<path d='M470 392 L470 200 C470 176 488 164 512 164 L598 164 C626 164 640 178 648 204 L688 310 C700 320 706 336 706 352 L706 392 Z' fill='${c}' stroke='${dark}' stroke-width='3'/>` +
    `<path d='M520 184 L600 184 C614 184 620 190 626 204 L654 290 L520 290 Z' fill='#bfdbfe' stroke='${dark}' stroke-width='4'/>` +
    `<rect x='470' y='380' width='236' height='14' fill='${dark}'/><rect x='104' y='380' width='366' height='14' fill='#374151'/>` +
    `<rect x='540' y='308' width='30' height='8' rx='4' fill='${dark}'/>` +
    `<path d='M690 330 L708 332 L708 350 L688 350 Z' fill='#fde68a'/>` +
    wheel(224, 418, 50) +
    wheel(604, 418, 50),
};

const TYPE_LABEL: Record<VehicleShape, string> = {
  scooter: 'ELECTRIC SCOOTER',
  bike: 'ELECTRIC MOTORCYCLE',
  car: 'ELECTRIC CAR',
  'three-wheeler': 'ELECTRIC THREE-WHEELER',
  'mini-truck': 'ELECTRIC MINI TRUCK',
};

/**
 * The three gallery views of one colour: the side view, the same vehicle facing the other way
 * on an evening backdrop, and a close-up of its front half.
 */
export const VEHICLE_VIEWS = ['side', 'facing-left', 'close-up'] as const;
export type VehicleView = (typeof VEHICLE_VIEWS)[number];

const VIEW_TRANSFORM: Record<VehicleView, string> = {
  side: '',
  'facing-left': "transform='translate(810 0) scale(-1 1)'",
  'close-up': "transform='translate(-420 -330) scale(1.75)'",
};

/** A vehicle in the colour of one variant, on a soft backdrop, with its model and colour name. */
export function vehicleSvg(options: { shape: VehicleShape; color: string; model: string; brand: string; colorName: string; view?: VehicleView }): string {
  const { shape, color, model, brand, colorName, view = 'side' } = options;
  // very light paints get a darker outline colour so the silhouette stays visible
  const dark = shade(color, isLight(color) ? -0.35 : -0.3);
  const light = shade(color, 0.35);
  // a pale paint on its own pale tint would vanish, so it gets a neutral slate backdrop
  const evening = view === 'facing-left';
  const bgTop = evening ? '#1e293b' : isLight(color) ? '#e2e8f0' : shade(color, 0.9);
  const bgBottom = evening ? '#475569' : isLight(color) ? '#cbd5e1' : shade(color, 0.75);
  const ink = evening ? '#f8fafc' : '#111827';
  const subInk = evening ? '#e2e8f0' : '#4b5563';
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 800 600' width='800' height='600' role='img' aria-label='${escapeXml(`${model} in ${colorName}`)}'>` +
    `<defs><linearGradient id='bg' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='${bgTop}'/><stop offset='1' stop-color='${bgBottom}'/></linearGradient></defs>` +
    `<rect width='800' height='600' fill='url(#bg)'/>` +
    `<circle cx='680' cy='110' r='150' fill='#ffffff' opacity='0.35'/>` +
    `<rect y='490' width='800' height='110' fill='${evening ? '#0f172a' : '#ffffff'}' opacity='${evening ? 0.6 : 0.45}'/>` +
    `<ellipse cx='405' cy='492' rx='310' ry='18' fill='#000000' opacity='0.14'/>` +
    `<g ${VIEW_TRANSFORM[view]}>${BODIES[shape](color, dark, light)}</g>` +
    // a close-up crops the ground, so its labels get a band of their own to stay readable
    (view === 'close-up'
      ? `<rect width='800' height='130' fill='#ffffff' opacity='0.8'/><rect y='520' width='800' height='80' fill='#ffffff' opacity='0.8'/>`
      : '') +
    `<text x='40' y='62' ${FONT} font-size='20' font-weight='600' letter-spacing='3' fill='${subInk}'>${escapeXml(brand.toUpperCase())}</text>` +
    `<text x='40' y='106' ${FONT} font-size='40' font-weight='800' fill='${ink}'>${escapeXml(model)}</text>` +
    `<circle cx='52' cy='552' r='12' fill='${color}' stroke='${ink}' stroke-width='2'/>` +
    `<text x='74' y='559' ${FONT} font-size='20' fill='${ink}'>${escapeXml(colorName)}</text>` +
    `<text x='760' y='559' ${FONT} font-size='16' font-weight='700' letter-spacing='2' fill='${subInk}' text-anchor='end'>${TYPE_LABEL[shape]}</text>` +
    `</svg>`
  );
}

/** A brand wordmark: an initial in a rounded badge beside the name. */
export function brandLogoSvg(options: { name: string; color: string }): string {
  const { name, color } = options;
  const initial = escapeXml(name.trim()[0]?.toUpperCase() ?? '?');
  const fontSize = name.length > 14 ? 40 : 48;
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 480 160' width='480' height='160' role='img' aria-label='${escapeXml(name)} logo'>` +
    `<rect width='480' height='160' rx='24' fill='#ffffff'/>` +
    `<rect x='24' y='30' width='100' height='100' rx='26' fill='${color}'/>` +
    `<path d='M84 48 L58 86 L76 86 L66 114 L96 74 L78 74 Z' fill='#ffffff' opacity='0.25'/>` +
    `<text x='74' y='99' ${FONT} font-size='58' font-weight='800' fill='#ffffff' text-anchor='middle'>${initial}</text>` +
    `<text x='146' y='${80 + fontSize / 3}' ${FONT} font-size='${fontSize}' font-weight='800' letter-spacing='-1' fill='${shade(color, -0.25)}' textLength='${Math.min(310, name.length * fontSize * 0.58)}' lengthAdjust='spacingAndGlyphs'>${escapeXml(name)}</text>` +
    `</svg>`
  );
}

export type BannerMotif = 'plug' | 'battery' | 'rupee' | 'road' | 'leaf' | 'bolt';

const MOTIFS: Record<BannerMotif, string> = {
  plug:
    `<rect x='560' y='210' width='120' height='150' rx='22' fill='#ffffff' opacity='0.9'/>` +
    `<rect x='585' y='170' width='16' height='50' rx='6' fill='#ffffff'/><rect x='639' y='170' width='16' height='50' rx='6' fill='#ffffff'/>` +
    `<path d='M620 360 C620 430 700 430 700 500' stroke='#ffffff' stroke-width='18' fill='none' stroke-linecap='round'/>` +
    `<path d='M628 240 L604 288 L624 288 L612 330 L646 276 L626 276 Z' fill='#f59e0b'/>`,
  battery:
    `<rect x='520' y='200' width='220' height='120' rx='18' fill='none' stroke='#ffffff' stroke-width='14'/>` +
    `<rect x='744' y='236' width='18' height='48' rx='6' fill='#ffffff'/>` +
    `<rect x='540' y='220' width='50' height='80' rx='6' fill='#34d399'/><rect x='602' y='220' width='50' height='80' rx='6' fill='#34d399'/><rect x='664' y='220' width='50' height='80' rx='6' fill='#34d399' opacity='0.5'/>`,
  rupee:
    `<circle cx='630' cy='270' r='110' fill='#ffffff' opacity='0.92'/>` +
    `<text x='630' y='318' ${FONT} font-size='150' font-weight='800' fill='#059669' text-anchor='middle'>₹</text>`,
  road:
    `<path d='M520 520 L610 150 L650 150 L760 520 Z' fill='#1f2937' opacity='0.85'/>` +
    `<path d='M630 170 L630 210 M632 250 L634 300 M636 350 L640 420 M642 460 L646 510' stroke='#fde68a' stroke-width='10' stroke-linecap='round'/>`,
  leaf:
    `<path d='M540 400 C540 250 640 170 760 160 C760 300 680 400 540 400 Z' fill='#ffffff' opacity='0.9'/>` +
    `<path d='M560 384 C620 310 680 250 740 186' stroke='#16a34a' stroke-width='8' fill='none' stroke-linecap='round'/>`,
  bolt: `<path d='M660 130 L560 300 L630 300 L590 460 L720 260 L648 260 Z' fill='#fde68a' stroke='#ffffff' stroke-width='8' stroke-linejoin='round'/>`,
};

/**
 * A blog banner: a two-colour gradient and a simple motif in the middle. No words: the page sets the
 * title and tag beside the image, and a banner cropped to a phone's width (350 px high, 390 wide
 * keeps about the middle half) would cut words in the image, never the motif.
 */
export function blogBannerSvg(options: { title: string; from: string; to: string; motif: BannerMotif }): string {
  const { title, from, to, motif } = options;
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 800 600' width='800' height='600' role='img' aria-label='${escapeXml(title)}'>` +
    `<defs><linearGradient id='bg' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient></defs>` +
    `<rect width='800' height='600' fill='url(#bg)'/>` +
    `<circle cx='720' cy='560' r='220' fill='#ffffff' opacity='0.08'/><circle cx='80' cy='40' r='140' fill='#ffffff' opacity='0.08'/>` +
    // the motifs are drawn around x = 640: moved to the middle
    `<g transform='translate(-240 0)'>${MOTIFS[motif]}</g>` +
    `</svg>`
  );
}

/**
 * A copy of variants already made for the same drawing (keyed by its hash), so a re-seed (tests,
 * restarts with a fresh DATA_DIR or bucket) reads files instead of drawing about 400 images again.
 */
const VARIANT_CACHE = path.join(os.tmpdir(), 'evbazaar-demo-variants');

/** The drawing's variants as `[name, bytes]`, from the cache or drawn (and then cached). */
async function variantsCached(svg: string, name: string, svgWidth: number): Promise<[string, Buffer][]> {
  const key = createHash('sha256').update(`${VARIANT_FORMAT_VERSION}:${svg}`).digest('hex').slice(0, 32);
  const cached = path.join(VARIANT_CACHE, `${key}.svg`);
  try {
    return await Promise.all(VARIANT_WIDTHS.map(async (w): Promise<[string, Buffer]> => [variantName(name, w), await fs.readFile(variantName(cached, w))]));
  } catch {
    // not cached yet (or the cache was cleared): draw them
  }
  const variants = await makeVariants(Buffer.from(svg), { svgWidth });
  await fs.mkdir(VARIANT_CACHE, { recursive: true });
  // the cache is only a speed-up: a failed write into it changes nothing for this seed
  await Promise.all(variants.map((v) => fs.writeFile(variantName(cached, v.width), v.bytes).catch(() => undefined)));
  return variants.map((v) => [variantName(name, v.width), v.bytes]);
}

/** Runs `task` over `items`, at most `limit` at a time (the machine may have two cores). */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Writes the images into `store` (the upload folder or the bucket of STORAGE_URL) as
 * `demo/<slug>.svg` with their 320/640/1280 px WebP variants (`<slug>-640.webp`, the names uploads
 * use too); returns the stored names.
 */
export async function writeDemoImages(store: FileStore, images: Map<string, string>): Promise<string[]> {
  const entries = [...images];
  await eachLimited(entries, 4, async ([slug, svg]) => {
    const name = `${DEMO_IMAGE_DIR}/${slug}.svg`;
    await store.put(name, Buffer.from(svg));
    // drawn at each variant's own resolution from the width the drawing is made at
    for (const [variant, bytes] of await variantsCached(svg, name, Number(/width='(\d+)'/.exec(svg)?.[1] ?? 800))) await store.put(variant, bytes);
  });
  return entries.map(([slug]) => `${DEMO_IMAGE_DIR}/${slug}.svg`);
}
