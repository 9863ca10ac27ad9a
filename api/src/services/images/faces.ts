/**
 * Faces in an image, counted with face-api's tiny face detector
 * (@vladmandic/face-api, MIT) on TensorFlow.js's WebAssembly backend. The
 * model's weights (tiny_face_detector_model.bin, 190 KB) and the backend's
 * .wasm files are read from their npm packages: nothing is fetched.
 *
 * The detector is loaded once per process, on first use. Its cost is
 * bounded: the image is reduced to at most DETECT_SIDE pixels a side before
 * it becomes a tensor, one image is looked at at a time, and a look that
 * takes longer than DETECT_TIMEOUT_MS is given up. When anything fails the
 * answer is `null` ("not known") and the caller goes on without faces.
 */
import path from 'node:path';
import sharp from 'sharp';

/** The longest side the detector sees (larger images are reduced first). */
export const DETECT_SIDE = 512;
/** The detector's own input size (a multiple of 32; smaller is faster, 320 finds faces down to ~30 px). */
const INPUT_SIZE = 416;
/** A detection counts from this score on. */
const MIN_SCORE = 0.5;
/** A look at one image is given up after this long (the first includes loading the model). */
export const DETECT_TIMEOUT_MS = 20_000;

type FaceApi = typeof import('@vladmandic/face-api/dist/face-api.node-wasm.js');

let loading: Promise<FaceApi> | null = null;
/** Looks in order: one image at a time, so a burst of requests does not pile up tensors. */
let queue: Promise<unknown> = Promise.resolve();

async function load(): Promise<FaceApi> {
  const faceapi: FaceApi = await import('@vladmandic/face-api/dist/face-api.node-wasm.js');
  const tf = faceapi.tf as unknown as {
    setBackend(name: string): Promise<boolean>;
    ready(): Promise<void>;
    wasm?: { setWasmPaths?(prefix: string): void };
  };
  // The backend's .wasm files beside its own dist script, in its package.
  const wasm = await import('@tensorflow/tfjs-backend-wasm');
  const wasmDir = path.join(
    path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')),
    'dist',
  );
  wasm.setWasmPaths(`${wasmDir}${path.sep}`);
  if (!(await tf.setBackend('wasm')))
    throw new Error('The WebAssembly backend of TensorFlow.js did not start.');
  await tf.ready();
  const modelDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
  await faceapi.nets.tinyFaceDetector.loadFromDisk(modelDir);
  return faceapi;
}

/** The detector, loaded on first use; a failed load is tried again on the next call. */
function detector(): Promise<FaceApi> {
  if (!loading) {
    loading = load().catch((err) => {
      loading = null;
      throw err;
    });
  }
  return loading;
}

async function detect(image: Buffer): Promise<number> {
  const faceapi = await detector();
  const { data, info } = await sharp(image, { failOn: 'none' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(DETECT_SIDE, DETECT_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const tensor = faceapi.tf.tensor3d(new Uint8Array(data.buffer, data.byteOffset, data.length), [
    info.height,
    info.width,
    3,
  ]);
  try {
    const found = await faceapi.detectAllFaces(
      tensor as unknown as Parameters<FaceApi['detectAllFaces']>[0],
      new faceapi.TinyFaceDetectorOptions({ inputSize: INPUT_SIZE, scoreThreshold: MIN_SCORE }),
    );
    return found.length;
  } finally {
    tensor.dispose();
  }
}

/**
 * How many faces the image shows, or null when the detector could not tell
 * (it failed to load, the image could not be read, or it took too long);
 * `onError` hears why.
 */
export function countFaces(image: Buffer, onError?: (err: unknown) => void): Promise<number | null> {
  const look = queue.then(() => detect(image));
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Face detection took longer than ${DETECT_TIMEOUT_MS} ms.`)),
      DETECT_TIMEOUT_MS,
    );
    timer.unref();
  });
  // The next look waits for this one to end, however it ends.
  queue = look.catch(() => undefined);
  return Promise.race([look, limit])
    .catch((err: unknown) => {
      onError?.(err);
      return null;
    })
    .finally(() => clearTimeout(timer));
}
