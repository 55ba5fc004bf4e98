import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { cacheControlOf, contentTypeOf, isStoredName } from './names';
import { parseStorageUrl } from './storage-url';
import { matchesTag } from '../../http/stored-files';

const parse = (value: string | undefined, env: { AWS_REGION?: string } = {}) =>
  parseStorageUrl(value, env, (message) => {
    throw new ConfigError(message);
  });

// a folder nothing is written to: JWT_SECRET is given, so the config reads only names
const DATA_DIR = path.join(os.tmpdir(), 'evb-storage-url-test');

describe('STORAGE_URL', () => {
  it('is off when absent: files stay in DATA_DIR/uploads', () => {
    expect(parse(undefined)).toBeUndefined();
    expect(parse('')).toBeUndefined();
  });

  it('names the bucket, an S3-compatible endpoint, the region and path-style addressing', () => {
    expect(parse('s3://evb-files?endpoint=http://minio:9000&region=ap-south-1&forcePathStyle=true')).toEqual({
      bucket: 'evb-files',
      endpoint: 'http://minio:9000',
      region: 'ap-south-1',
      forcePathStyle: true,
    });
    // AWS itself: no endpoint; the region from AWS_REGION, else us-east-1
    expect(parse('s3://evb-files', { AWS_REGION: 'eu-west-1' })).toEqual({
      bucket: 'evb-files',
      endpoint: undefined,
      region: 'eu-west-1',
      forcePathStyle: false,
    });
    expect(parse('s3://evb-files')?.region).toBe('us-east-1');
  });

  it('keeps 16MB of small files in memory unless STORAGE_CACHE_BYTES says otherwise (0: none)', () => {
    const config = (value?: string) =>
      loadConfig({ DATA_DIR, JWT_SECRET: 'x'.repeat(40), ...(value === undefined ? {} : { STORAGE_CACHE_BYTES: value }) }).storageCacheBytes;
    expect(config()).toBe(16 * 1024 ** 2);
    expect(config('64MB')).toBe(64 * 1024 ** 2);
    expect(config('0')).toBe(0);
    expect(() => config('lots')).toThrow(/STORAGE_CACHE_BYTES must be a size/);
  });

  it('stops start-up with a one-line reason for a bad value, never repeating a credential', () => {
    const reason = (value: string) => {
      try {
        loadConfig({ DATA_DIR, JWT_SECRET: 'x'.repeat(40), STORAGE_URL: value });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error(`accepted ${value}`);
    };
    expect(reason('http://bucket')).toMatch(/must start with s3:\/\//);
    expect(reason('s3://Bad_Bucket')).toMatch(/no valid bucket/);
    expect(reason('s3://evb-files/some/prefix')).toMatch(/nothing may follow the bucket name/);
    expect(reason('s3://evb-files?endpont=http://x')).toMatch(/unknown setting "endpont"/);
    expect(reason('s3://evb-files?endpoint=ftp://x')).toMatch(/endpoint must be an http/);
    expect(reason('s3://evb-files?forcePathStyle=yes')).toMatch(/forcePathStyle must be true or false/);
    expect(reason('s3://evb-files?region=EU%20West')).toMatch(/region must be/);
    const withKey = reason('s3://AKIDEXAMPLE:wJalrXUtnFEMIsecret@evb-files');
    expect(withKey).toMatch(/must not hold credentials/);
    expect(withKey).not.toContain('wJalrXUtnFEMIsecret');
    expect(reason('s3://evb-files?endpoint=http://user:wJalrXUtnFEMIsecret@minio:9000')).not.toContain('wJalrXUtnFEMIsecret');
  });
});

describe('stored names', () => {
  it('are generated names, demo drawings and the variants of both, nothing else', () => {
    for (const name of [
      '0123456789abcdef0123456789abcdef.png',
      '0123456789abcdef0123456789abcdef.jpg',
      '0123456789abcdef0123456789abcdef-1280.webp',
      'demo/ola-s1-pro-blue.svg',
      'demo/ola-s1-pro-blue-320.webp',
    ])
      expect([name, isStoredName(name)]).toEqual([name, true]);
    for (const name of [
      '',
      'jwt-secret',
      '../jwt-secret',
      'demo/../jwt-secret',
      '0123456789abcdef0123456789abcdef.svg',
      '0123456789ABCDEF0123456789abcdef.png',
      '0123456789abcdef0123456789abcdef-100.webp',
      'demo/Ola.svg',
      'demo/-ola.svg',
      'demo/ola.png',
      'demo/sub/ola.svg',
      `demo/${'a'.repeat(200)}.svg`,
    ])
      expect([name, isStoredName(name)]).toEqual([name, false]);
  });

  it('carry their type, and a cache header that fits how often their bytes can change', () => {
    expect(contentTypeOf('0123456789abcdef0123456789abcdef.jpg')).toBe('image/jpeg');
    expect(contentTypeOf('demo/ola-320.webp')).toBe('image/webp');
    expect(contentTypeOf('demo/ola.svg')).toBe('image/svg+xml');
    expect(cacheControlOf('0123456789abcdef0123456789abcdef-320.webp')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('demo/ola.svg')).toBe('public, max-age=604800');
  });
});

describe('If-None-Match', () => {
  it('matches a tag, its weak form, a list holding it, or *', () => {
    expect(matchesTag('"abc"', '"abc"')).toBe(true);
    expect(matchesTag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesTag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesTag('*', '"abc"')).toBe(true);
    expect(matchesTag('"abcd"', '"abc"')).toBe(false);
    expect(matchesTag(undefined, '"abc"')).toBe(false);
    expect(matchesTag('"abc"', undefined)).toBe(false);
  });
});
