import { type ImageToolSlug, imageToolSlugs } from '@inkpress/shared-core';
import { type ToolDefinition, toolBySlug } from '@inkpress/shared-core/tools';
import { Notice, PageFrame, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { MusicGenerator } from '../free/MusicGenerator';
import { QuotaUsedUp } from '../free/QuotaUsedUp';
import { ImageToolScreen } from '../tool/ImageToolScreen';
import { ToolForm } from '../tool/ToolForm';
import { ToolInfo } from '../tool/ToolInfo';
import { ToolResult } from '../tool/ToolResult';
import { ToolRunStore } from '../tool/ToolRunStore';

const OpenInEditor = observer(function OpenInEditor({ store }: { store: ToolRunStore }) {
  const { session, api } = useShell();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!store.resultText || store.running) return null;
  if (!session.user) {
    return (
      <p>
        <Link to={`/register?from=${encodeURIComponent(`/tools/${store.tool.slug}`)}`}>Sign up free</Link> to
        keep this in the editor.
      </p>
    );
  }
  const open = async () => {
    setBusy(true);
    try {
      const paragraphs = store.resultText
        .split(/\n{2,}|\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`)
        .join('');
      const saved = await api.post<{ id: string }>('/api/collections', {
        title: store.tool.name,
        posts: [{ title: store.tool.name, content: [{ value: paragraphs }] }],
      });
      navigate(`/dashboard/collections/${saved.id}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <p>
      <button type="button" className="link" disabled={busy} onClick={() => void open()}>
        Open in the editor
      </button>
    </p>
  );
});

const ToolScreen = observer(function ToolScreen({ tool }: { tool: ToolDefinition }) {
  const shell = useShell();
  const [store] = useState(() => new ToolRunStore(tool, shell.api));
  useEffect(() => () => store.stop(), [store]);
  const signedIn = Boolean(shell.session.user);
  return (
    <PageFrame area={`Free tools · ${tool.group}`} title={tool.name} lead={tool.promise} ready>
      <Layout>
        <ToolForm store={store} signedIn={signedIn} />
        {store.error && (
          <Notice tone="danger">
            {store.error}{' '}
            {store.quotaReached && (
              <QuotaUsedUp resetsAt={store.quota?.resetsAt} from={`/tools/${tool.slug}`} />
            )}
          </Notice>
        )}
        <ToolResult store={store} />
        <OpenInEditor store={store} />
      </Layout>
      <ToolInfo tool={tool} />
    </PageFrame>
  );
});

const isImageTool = (slug: string): slug is ImageToolSlug =>
  (imageToolSlugs as readonly string[]).includes(slug);

/** One free tool: its form, its run, its result, and how it works. */
export default function ToolPage() {
  const { slug } = useParams();
  const tool = toolBySlug.get(slug ?? '');
  if (!tool) {
    return (
      <PageFrame area="Free tools" title="Tool not found" lead="There is no free tool at this address." ready>
        <Link to="/tools">See every free tool</Link>
      </PageFrame>
    );
  }
  if (tool.slug === 'music-generator') {
    return (
      <PageFrame area={`Free tools · ${tool.group}`} title={tool.name} lead={tool.promise} ready>
        <MusicGenerator />
      </PageFrame>
    );
  }
  if (isImageTool(tool.slug)) return <ImageToolScreen key={tool.slug} tool={tool} slug={tool.slug} />;
  if (tool.area !== 'tools') {
    return (
      <PageFrame area={`Free tools · ${tool.group}`} title={tool.name} lead={tool.promise} ready>
        <p>
          {tool.area === 'editor' ? (
            <Link to="/dashboard/collections/new">Open the editor</Link>
          ) : (
            <Link to="/tools">See the free tools you can use today</Link>
          )}
        </p>
      </PageFrame>
    );
  }
  return <ToolScreen key={tool.slug} tool={tool} />;
}

const Layout = styled.div`
  display: grid;
  gap: 20px;
  max-width: 880px;
  .link {
    background: none;
    border: 0;
    padding: 0;
    color: ${({ theme }) => theme.colors.tones.brand.fg};
    text-decoration: underline;
    cursor: pointer;
    font: inherit;
  }
`;
