import { getTabbableElements } from './focusable';

describe('getTabbableElements', () => {
  it('lists reachable controls in document order and skips disabled, hidden and negative tabindex ones', () => {
    document.body.innerHTML = `
      <div id="root">
        <button id="one">One</button>
        <button disabled>Disabled</button>
        <a>No href</a>
        <a id="two" href="/x">Link</a>
        <div hidden><button>Hidden</button></div>
        <div aria-hidden="true"><button>Aria hidden</button></div>
        <span tabindex="-1">Programmatic</span>
        <input id="three" />
        <input type="hidden" />
        <div id="four" tabindex="0">Custom</div>
      </div>`;
    const root = document.getElementById('root')!;
    expect(getTabbableElements(root).map((element) => element.id)).toEqual(['one', 'two', 'three', 'four']);
  });
});
