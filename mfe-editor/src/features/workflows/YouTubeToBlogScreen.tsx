import { toolBySlug } from '@inkpress/shared-core/tools';
import { Button, PageFrame, ToolAbout, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { VideoToBlogFormView } from './VideoToBlogForm';

const tool = toolBySlug.get('youtube-to-blog')!;

/** /tools/youtube-to-blog: the video-to-blog workflow as a tool page. */
const YouTubeToBlogScreen = observer(function YouTubeToBlogScreen() {
  const { session } = useShell();
  const navigate = useNavigate();
  return (
    <PageFrame area={`Free tools · ${tool.group}`} title={tool.name} lead={tool.promise}>
      <Layout>
        {session.user ? (
          <VideoToBlogFormView onStarted={(run) => navigate(`/dashboard/workflows/${run.type}/${run.id}`)} />
        ) : (
          <p>
            <Button as={Link} to={`/register?from=${encodeURIComponent('/tools/youtube-to-blog')}`}>
              Sign up to turn a video into an article
            </Button>{' '}
            or <Link to={`/login?from=${encodeURIComponent('/tools/youtube-to-blog')}`}>log in</Link>.
          </p>
        )}
        <ToolAbout howItWorks={tool.howItWorks} faq={tool.faq} />
      </Layout>
    </PageFrame>
  );
});

export default YouTubeToBlogScreen;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 880px;
`;
