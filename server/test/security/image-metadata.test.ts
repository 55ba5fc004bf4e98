import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { useTestApp } from '../helpers';

/** A 64x48 phone photo taken on its side (orientation 6) with the camera, the owner and a GPS position in its EXIF. */
const gpsPhoto = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'MarkerPhone', Copyright: 'MarkerOwner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 2/1', GPSLongitudeRef: 'E', GPSLongitude: '73/1 51/1 3/1' },
    })
    .toBuffer();

describe('uploaded photos are stored without their metadata', () => {
  const { t, admin } = useTestApp({ cast: ['admin'] });

  it('a JPEG carrying GPS EXIF is stored and served, original and -320/-640/-1280 variants, with no EXIF, GPS or other metadata, upright', async () => {
    const photo = await gpsPhoto();
    const before = await sharp(photo).metadata();
    // the upload really carries what must not leave
    expect(before.exif?.length).toBeGreaterThan(0);
    expect(before.orientation).toBe(6);
    expect(photo.includes('MarkerPhone')).toBe(true);

    const res = await t.api.as(admin).post('/api/product/upload').attach('images', photo, 'holiday.jpg');
    expect(res.status).toBe(200);
    const name = (res.body.imageUrls[0] as string).split('/').pop()!;
    const base = name.replace(/\.jpg$/, '');
    const stored = [name, `${base}-320.webp`, `${base}-640.webp`, `${base}-1280.webp`];
    expect(
      fs
        .readdirSync(t.config.uploadDir)
        .filter((f) => f.startsWith(base))
        .sort(),
    ).toEqual([...stored].sort());

    for (const file of stored) {
      const onDisk = fs.readFileSync(path.join(t.config.uploadDir, file));
      const served = await t.api.get(`/uploads/${file}`).buffer(true);
      expect(served.status).toBe(200);
      expect(Buffer.compare(served.body as Buffer, onDisk)).toBe(0);

      const meta = await sharp(onDisk).metadata();
      const carried = (['exif', 'xmp', 'iptc', 'icc'] as const).filter((kind) => meta[kind] !== undefined);
      expect({ file, carried, orientation: meta.orientation }).toEqual({ file, carried: [], orientation: undefined });
      // no trace of the tags in the bytes either (an EXIF block starts with "Exif\0\0")
      for (const marker of ['Exif\0\0', 'MarkerPhone', 'MarkerOwner', 'GPS'])
        expect({ file, marker, found: onDisk.includes(marker) }).toEqual({ file, marker, found: false });
      // the orientation was applied to the pixels: the photo taken on its side stands upright (48 wide, 64 high)
      expect({ file, width: meta.width, height: meta.height }).toEqual({ file, width: 48, height: 64 });
    }
  });
});
