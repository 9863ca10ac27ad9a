import { SaveTimers } from './SaveTimers';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the quiet-time timers of a document', () => {
  it('write the draft and save only after a quiet moment; a new change starts the wait again', () => {
    const timers = new SaveTimers();
    const write = jest.fn();
    const save = jest.fn();
    timers.scheduleDraft(write, 400);
    timers.scheduleAutosave(save, 2500);
    jest.advanceTimersByTime(300);
    timers.scheduleDraft(write, 400);
    jest.advanceTimersByTime(300);
    expect(write).not.toHaveBeenCalled();
    expect(timers.draftPending).toBe(true);
    jest.advanceTimersByTime(100);
    expect(write).toHaveBeenCalledTimes(1);
    expect(timers.draftPending).toBe(false);
    jest.advanceTimersByTime(2500);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('run nothing once cleared', () => {
    const timers = new SaveTimers();
    const write = jest.fn();
    const save = jest.fn();
    timers.scheduleDraft(write, 400);
    timers.scheduleAutosave(save, 2500);
    timers.clear();
    jest.advanceTimersByTime(5000);
    expect(write).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
    expect(timers.draftPending).toBe(false);
  });
});
