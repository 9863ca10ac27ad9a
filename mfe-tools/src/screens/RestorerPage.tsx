import { BeforeAfter, Button, Checkbox, PageFrame, Select, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { FreeQuota } from '../free/FreeQuota';
import { createFreeApi } from '../free/freeApi';
import { RestorerStore } from '../free/RestorerStore';
import { ResultExpiry } from '../free/ResultExpiry';

/** /image-restorer: the public image restorer (issue 16). */
const RestorerPage = observer(function RestorerPage() {
  const shell = useShell();
  const signedIn = Boolean(shell.session.user);
  const [store] = useState(() => new RestorerStore(createFreeApi(shell.api), signedIn));
  useEffect(() => {
    const controller = new AbortController();
    void store.loadQuota(controller.signal);
    return () => {
      controller.abort();
      store.dispose();
    };
  }, [store]);
  const result = store.result;

  return (
    <PageFrame area="Free tools" title="Image Restorer" lead="Restore old or blurry photos with AI.">
      <Layout>
        <Step>
          <h2>1. Choose a photo</h2>
          <UploadLabel>
            <span>PNG, JPEG, WebP or GIF{signedIn ? '' : ', up to 5 MB'}</span>
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              data-testid="restorer-file"
              onChange={(e) => store.choose(e.target.files?.[0] ?? null)}
            />
          </UploadLabel>
          {store.preview && !result && <Preview src={store.preview} alt="The chosen photo" />}
        </Step>
        <Step>
          <h2>2. Restore</h2>
          <Options>
            <Select
              label="Enlarge"
              value={String(store.choice.scale)}
              options={[
                { value: '2', label: '×2' },
                { value: '4', label: '×4' },
              ]}
              onChange={(e) => store.setChoice({ scale: e.target.value === '4' ? 4 : 2 })}
            />
            <Checkbox
              label="Face-safe"
              hint="Gentler sharpening, no smoothing: for portraits."
              checked={store.choice.faceSafe}
              onChange={(e) => store.setChoice({ faceSafe: e.target.checked })}
            />
          </Options>
          <div>
            <Button onClick={() => void store.restore()} loading={store.busy} disabled={!store.canRestore}>
              Restore image
            </Button>
          </div>
          <FreeQuota
            store={store}
            path="/image-restorer"
            signedInText="Each restore uses one image restore of your plan; the result is kept in your gallery."
          />
        </Step>
        {result && (
          <Step data-testid="restore-result">
            <h2>3. Compare and download</h2>
            {!store.links.expired && (
              <>
                <BeforeAfter before={result.before} after={result.after} alt="Your photo" />
                <Facts>
                  {result.sourceWidth} × {result.sourceHeight} → {result.width} × {result.height} pixels ·
                  sharpness {Math.round(result.sharpnessBefore)} → {Math.round(result.sharpnessAfter)}
                </Facts>
                <div>
                  <Button as="a" href={result.download} download={result.fileName}>
                    Download the restored image
                  </Button>
                </div>
              </>
            )}
            <ResultExpiry
              links={store.links}
              what="restored image"
              again="Restore the photo again"
              path="/image-restorer"
            />
          </Step>
        )}
      </Layout>
    </PageFrame>
  );
});
export default RestorerPage;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-width: 880px;
`;

const Step = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

const UploadLabel = styled.label`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Preview = styled.img`
  max-width: min(100%, 360px);
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[4]};
`;

const Facts = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
