import { Badge, Button, Input, Textarea, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { AudioPlayer } from './AudioPlayer';
import { FreeQuota } from './FreeQuota';
import { createFreeApi } from './freeApi';
import { MusicStore } from './MusicStore';
import { ResultExpiry } from './ResultExpiry';

/** The music generator's tool page: a description → a piece to play and download (WAV, MIDI). */
export const MusicGenerator = observer(function MusicGenerator() {
  const shell = useShell();
  const signedIn = Boolean(shell.session.user);
  const [store] = useState(() => new MusicStore(createFreeApi(shell.api), signedIn));
  useEffect(() => {
    const controller = new AbortController();
    void store.loadQuota(controller.signal);
    return () => {
      controller.abort();
      store.stop();
    };
  }, [store]);
  const piece = store.piece;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.generate();
  };

  return (
    <Layout>
      <Form onSubmit={submit} aria-label="Generate music">
        <Textarea
          label="Describe the music"
          hint="Mood, genre and tempo words: “calm piano at night”, “happy upbeat guitar”, “dark slow strings”."
          value={store.prompt}
          maxLength={500}
          rows={2}
          onChange={(e) => store.setForm({ prompt: e.target.value })}
        />
        <Length>
          <Input
            label="Length (seconds)"
            type="number"
            min={5}
            max={store.maxSeconds}
            value={String(store.seconds)}
            onChange={(e) => store.setForm({ seconds: Number(e.target.value) || 5 })}
          />
        </Length>
        <div>
          <Button type="submit" loading={store.busy} disabled={!store.canGenerate}>
            Generate music
          </Button>
        </div>
        <FreeQuota
          store={store}
          path="/tools/music-generator"
          signedInText="Each piece uses 500 words of your plan and is kept in your files."
        />
      </Form>
      {piece && (
        <Result aria-labelledby="music-result" data-testid="music-result">
          <h2 id="music-result">Your music</h2>
          <p>
            “{piece.prompt}” — {piece.plan.key}, {piece.plan.tempo} BPM, {piece.plan.sound}
            {piece.plan.drums ? ' with drums' : ''}, {piece.plan.seconds} s{' '}
            <Badge size="sm" tone="warning">
              {piece.label}
            </Badge>
          </p>
          {!store.links.expired && (
            <>
              <AudioPlayer key={piece.id} src={piece.wav} title={piece.prompt} seconds={piece.plan.seconds} />
              <Downloads>
                <Button
                  as="a"
                  size="sm"
                  variant="secondary"
                  href={piece.wavDownload}
                  download={`${piece.fileName}.wav`}
                >
                  Download WAV
                </Button>
                <Button
                  as="a"
                  size="sm"
                  variant="secondary"
                  href={piece.midiDownload}
                  download={`${piece.fileName}.mid`}
                >
                  Download MIDI
                </Button>
              </Downloads>
            </>
          )}
          <ResultExpiry
            links={store.links}
            what="piece"
            again="Generate it again"
            path="/tools/music-generator"
          />
        </Result>
      )}
    </Layout>
  );
});

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 880px;
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 720px;
`;

const Length = styled.div`
  max-width: 200px;
`;

const Result = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h2,
  p {
    margin: 0;
  }
`;

const Downloads = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
