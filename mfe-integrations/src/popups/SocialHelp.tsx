import { Notice } from '@inkpress/shared-ui';
import { Hint, Steps } from './layout';

/** What connecting Medium can and cannot do: Medium's API is archived. */
export function MediumHelp() {
  return (
    <div data-medium-help>
      <Notice tone="warning" title="Medium’s API is closed to new tokens">
        Medium issues no new integration tokens: only a token you made before works. Its API cannot update or
        delete posts, so each post is sent to Medium once; change it on Medium afterwards.
      </Notice>
    </div>
  );
}

/** How to make the script app Reddit's password grant needs. */
export function RedditHelp() {
  return (
    <>
      <Steps aria-label="How to make a Reddit script app">
        <li>At reddit.com/prefs/apps, choose “create another app…” and pick “script”.</li>
        <li>Any redirect address will do (http://localhost). Create the app.</li>
        <li>Copy the id under its name and its secret; use the account that made it.</li>
      </Steps>
      <Hint>
        Reddit may ask new apps to be approved before they post. Posts go live as soon as they are submitted.
      </Hint>
    </>
  );
}
