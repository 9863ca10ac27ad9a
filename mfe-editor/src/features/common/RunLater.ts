import { makeAutoObservable } from 'mobx';
import { browserTimeZone } from '../autoblog/AutoblogStore';

/**
 * "Run later" on a workflow's start form: off, or a wall-clock time
 * (a datetime-local value) in the browser's time zone, sent as the API's
 * `runAt` and `timeZone`.
 */
export class RunLater {
  on = false;
  runAt = '';
  problem: string | null = null;
  readonly timeZone: string;

  constructor(timeZone = browserTimeZone()) {
    this.timeZone = timeZone;
    makeAutoObservable(this, { timeZone: false }, { autoBind: true });
  }

  setOn(on: boolean) {
    this.on = on;
    this.problem = null;
  }

  setRunAt(value: string) {
    this.runAt = value;
    this.problem = null;
  }

  /** The fields a scheduled start sends, or null with the problem shown when no time is picked. */
  fields(): { runAt: string; timeZone: string } | null {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(this.runAt)) {
      this.problem = 'Pick the date and time to run it.';
      return null;
    }
    return { runAt: this.runAt.slice(0, 16), timeZone: this.timeZone };
  }

  reset() {
    this.on = false;
    this.runAt = '';
    this.problem = null;
  }
}
