/** Images for the end-to-end tests: a small photo-like PNG made here, and waiting for an <img> to load. */
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';

/** A small, soft RGB PNG (a blurred-looking gradient with a few shapes), encoded here. */
export function testPng(width = 96, height = 72): Buffer {
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    raw[y * (1 + width * 3)] = 0;
    for (let x = 0; x < width; x++) {
      const i = y * (1 + width * 3) + 1 + x * 3;
      const inBox = x > 20 && x < 50 && y > 15 && y < 45;
      const inDisc = (x - 70) ** 2 + (y - 40) ** 2 < 150;
      raw[i] = inBox ? 200 : inDisc ? 60 : 90 + Math.round((x / width) * 80);
      raw[i + 1] = inBox ? 160 : inDisc ? 120 : 80 + Math.round((y / height) * 60);
      raw[i + 2] = inBox ? 90 : inDisc ? 190 : 70;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** True once the <img> has loaded real pixels. */
export async function loaded(page: Page, selector: string) {
  await expect
    .poll(
      () =>
        page
          .locator(selector)
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      {
        timeout: 20_000,
      },
    )
    .toBeGreaterThan(0);
}
