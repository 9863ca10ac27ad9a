/**
 * The S3_* settings (config.ts): all of bucket, region and keys or none, a
 * clear error naming what is missing, and a secret that no JSON, log line or
 * inspection shows.
 */
import { inspect } from 'node:util';
import { ConfigError, loadConfig } from '../../config';
import { createLogger } from '../../logger';
import { fileStorage } from '.';

const base = { MONGODB_URI: 'mongodb://127.0.0.1:27017/x', NODE_ENV: 'test' } as const;
const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const s3 = {
  S3_BUCKET: 'inkpress-files',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE',
  S3_SECRET_ACCESS_KEY: SECRET,
};

describe('S3 settings', () => {
  it('stores on the disk when no S3_* is set, or only blank ones', () => {
    const config = loadConfig({ ...base, S3_BUCKET: '', S3_ENDPOINT: '' });
    expect(config.media.s3).toBeUndefined();
    expect(fileStorage(config).name).toBe('disk');
  });

  it('stores in S3 when bucket, region and keys are set', () => {
    const config = loadConfig({ ...base, ...s3 });
    expect(config.media.s3).toMatchObject({
      bucket: 'inkpress-files',
      region: 'eu-west-1',
      forcePathStyle: false,
      credentials: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE' },
    });
    expect(config.media.s3?.endpoint).toBeUndefined();
    expect(config.media.s3?.credentials.secretAccessKey).toBe(SECRET);
    expect(fileStorage(config).name).toBe('s3');
  });

  it('takes another endpoint and path-style addresses', () => {
    const config = loadConfig({
      ...base,
      ...s3,
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.media.s3).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
  });

  it.each(['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)(
    'refuses to start without %s when other S3_* are set, and names it',
    (name) => {
      const env: Record<string, string> = { ...base, ...s3 };
      delete env[name];
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(new RegExp(`${name}: is needed for S3 storage`));
    },
  );

  it('names every missing setting when only an endpoint is given', () => {
    let message = '';
    try {
      loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' });
    } catch (err) {
      message = (err as Error).message;
    }
    for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      expect(message).toContain(`${name}: is needed for S3 storage (S3_ENDPOINT is set)`);
  });

  it.each([
    ['S3_BUCKET', 'Not_A_Bucket', /S3_BUCKET: must be a bucket name/],
    ['S3_REGION', 'eu west', /S3_REGION: must be a region name/],
    ['S3_ENDPOINT', 'ftp://files.example', /S3_ENDPOINT: must be an http/],
    ['S3_FORCE_PATH_STYLE', 'yes', /S3_FORCE_PATH_STYLE: must be true or false/],
  ])('refuses %s=%s', (name, value, message) => {
    expect(() => loadConfig({ ...base, ...s3, [name]: value })).toThrow(message);
  });

  it('needs MEDIA_SIGNING_SECRET with S3 in production (several machines sign links)', () => {
    const production = { ...base, NODE_ENV: 'production', INTEGRATION_SECRET_KEYS: '', ...s3 };
    expect(() => loadConfig(production)).toThrow(/MEDIA_SIGNING_SECRET: is needed with S3 storage/);
    const config = loadConfig({ ...production, MEDIA_SIGNING_SECRET: 'x'.repeat(32) });
    expect(config.media.s3?.bucket).toBe('inkpress-files');
  });

  it('never shows the secret: not in JSON, not in util.inspect, not in a log line, not in errors', () => {
    const config = loadConfig({ ...base, ...s3 });
    expect(JSON.stringify(config)).not.toContain(SECRET);
    expect(JSON.stringify(config.media)).toContain('"secretAccessKey":"[redacted]"');
    expect(inspect(config, { depth: 10 })).not.toContain(SECRET);
    const lines: string[] = [];
    const logger = createLogger('info');
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      logger.info({ config }, 'configuration');
    } finally {
      write.mockRestore();
    }
    expect(lines.join('')).toContain('AKIAIOSFODNN7EXAMPLE');
    expect(lines.join('')).not.toContain(SECRET);
    // A configuration error quotes no value.
    const err = (() => {
      try {
        loadConfig({ ...base, ...s3, S3_BUCKET: 'Bad Bucket' });
      } catch (e) {
        return e as Error;
      }
      return undefined;
    })();
    expect(err?.message).not.toContain(SECRET);
  });
});
