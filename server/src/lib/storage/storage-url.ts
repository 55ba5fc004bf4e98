/** Where the bucket store keeps files: parsed from STORAGE_URL (docs/ops/storage.md). */
export interface S3Location {
  bucket: string;
  /** an S3-compatible server (MinIO, s3rver…); absent: AWS itself, by region */
  endpoint?: string;
  region: string;
  /** `http://host/bucket/key` instead of `http://bucket.host/key`: what MinIO and s3rver expect */
  forcePathStyle: boolean;
}

type Fail = (message: string) => never;

const PARAMS = new Set(['endpoint', 'region', 'forcePathStyle']);
// S3's bucket naming rules (lower case, digits, dots and hyphens, 3 to 63 characters)
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,32}$/;
const USAGE = 'STORAGE_URL must look like s3://bucket?endpoint=http://host:9000&region=us-east-1&forcePathStyle=true';

/**
 * `s3://bucket?endpoint=…&region=…&forcePathStyle=true`; absent: files stay on the local disk.
 * Credentials never go in the URL (they come from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY or the
 * SDK's other standard sources), so a refusal never repeats a value that might hold one.
 */
export function parseStorageUrl(value: string | undefined, env: { AWS_REGION?: string }, fail: Fail): S3Location | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (value.length > 2048) fail(`${USAGE} (it is longer than 2048 characters)`);
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return fail(USAGE);
  }
  if (url.protocol !== 's3:') fail(`${USAGE} (it must start with s3://)`);
  if (url.username || url.password) fail('STORAGE_URL must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  if (!BUCKET.test(url.hostname)) fail(`STORAGE_URL names no valid bucket: 3 to 63 lower-case letters, digits, dots or hyphens, got "${url.hostname}"`);
  if (url.port || (url.pathname && url.pathname !== '/')) fail(`${USAGE} (nothing may follow the bucket name but the settings after "?")`);
  for (const key of url.searchParams.keys()) {
    if (!PARAMS.has(key)) fail(`STORAGE_URL has an unknown setting "${key.slice(0, 40)}" (known: ${[...PARAMS].join(', ')})`);
  }
  const endpoint = url.searchParams.get('endpoint') || undefined;
  if (endpoint !== undefined) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(endpoint);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) fail('STORAGE_URL endpoint must be an http:// or https:// address');
    if (parsed!.username || parsed!.password) fail('STORAGE_URL endpoint must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  }
  const region = url.searchParams.get('region') || env.AWS_REGION || 'us-east-1';
  if (!REGION.test(region)) fail(`STORAGE_URL region must be lower-case letters, digits and hyphens, got "${region.slice(0, 40)}"`);
  const pathStyle = url.searchParams.get('forcePathStyle');
  if (pathStyle !== null && !['true', 'false'].includes(pathStyle)) fail(`STORAGE_URL forcePathStyle must be true or false, got "${pathStyle.slice(0, 40)}"`);
  return { bucket: url.hostname, endpoint, region, forcePathStyle: pathStyle === 'true' };
}
