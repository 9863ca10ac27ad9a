/**
 * The tool page's run: the framework-free ToolRun (shared with the embedded
 * widget) with its state observable, each change a MobX action. The store
 * owns its calls; the page only renders it.
 */
import type { ApiClient } from '@inkpress/shared-core';
import type { ToolDefinition } from '@inkpress/shared-core/tools';
import { computed, makeObservable, observable, runInAction } from 'mobx';
import { ToolRun } from './ToolRun';

export type { FieldValue, RunStatus } from './ToolRun';

export class ToolRunStore extends ToolRun {
  constructor(tool: ToolDefinition, api: ApiClient) {
    super(tool, api);
    makeObservable(this, {
      values: observable,
      status: observable,
      text: observable,
      report: observable,
      reportAfter: observable,
      translations: observable,
      writer: observable,
      credits: observable,
      error: observable,
      quota: observable,
      quotaReached: observable,
      fieldErrors: observable,
      running: computed,
      body: computed,
      resultText: computed,
    });
  }

  protected override change(mutate: () => void): void {
    runInAction(mutate);
  }
}
