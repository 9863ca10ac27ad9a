import { Emitter } from './emitter';

type Events = { ping: number; pong: string };

describe('Emitter', () => {
  afterEach(() => jest.useRealTimers());

  it('calls listeners of the emitted event only, in order, with the payload', () => {
    const emitter = new Emitter<Events>();
    const order: string[] = [];
    emitter.on('ping', (n) => order.push(`a${n}`));
    emitter.on('ping', (n) => order.push(`b${n}`));
    emitter.on('pong', (s) => order.push(s));
    emitter.emit('ping', 1);
    expect(order).toEqual(['a1', 'b1']);
  });

  it('runs a once listener a single time', () => {
    const emitter = new Emitter<Events>();
    const listener = jest.fn();
    emitter.once('ping', listener);
    emitter.emit('ping', 1);
    emitter.emit('ping', 2);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(emitter.listenerCount('ping')).toBe(0);
  });

  it('removes listeners by off and by the returned function', () => {
    const emitter = new Emitter<Events>();
    const a = jest.fn();
    const b = jest.fn();
    const offA = emitter.on('ping', a);
    emitter.on('ping', b);
    offA();
    emitter.off('ping', b);
    emitter.emit('ping', 1);
    expect(a).not.toHaveBeenCalled();
    expect(b).not.toHaveBeenCalled();
  });

  it('keeps calling the other listeners when one throws, and rethrows it later', () => {
    jest.useFakeTimers();
    const emitter = new Emitter<Events>();
    const after = jest.fn();
    emitter.on('ping', () => {
      throw new Error('boom');
    });
    emitter.on('ping', after);
    expect(() => emitter.emit('ping', 1)).not.toThrow();
    expect(after).toHaveBeenCalledWith(1);
    expect(() => jest.runOnlyPendingTimers()).toThrow('boom');
  });
});
