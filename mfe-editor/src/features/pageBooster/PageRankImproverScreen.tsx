import { toolBySlug } from '@inkpress/shared-core/tools';
import { Button, PageFrame, ToolAbout, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageBoosterFlow } from './PageBoosterFlow';

const tool = toolBySlug.get('page-rank-improver')!;
const here = '/tools/page-rank-improver';

/** /tools/page-rank-improver: the page booster as a tool page (signed-out visitors see what it does). */
const PageRankImproverScreen = observer(function PageRankImproverScreen() {
  const { session } = useShell();
  const [params] = useSearchParams();
  return (
    <PageFrame area={`Free tools · ${tool.group}`} title={tool.name} lead={tool.promise}>
      <Layout>
        {session.user ? (
          <PageBoosterFlow
            initialUrl={params.get('url') ?? ''}
            initialKeyphrase={params.get('keyphrase') ?? ''}
          />
        ) : (
          <p>
            <Button as={Link} to={`/register?from=${encodeURIComponent(here)}`}>
              Sign up to improve your page
            </Button>{' '}
            or <Link to={`/login?from=${encodeURIComponent(here)}`}>log in</Link>.
          </p>
        )}
        <ToolAbout howItWorks={tool.howItWorks} faq={tool.faq} />
      </Layout>
    </PageFrame>
  );
});

export default PageRankImproverScreen;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 880px;
  min-width: 0;
`;
