/**
 * What the bulk publishing tests share, whatever the site they publish to:
 * a folder of one-post documents made through the API, and a bulk run
 * followed until it ends.
 */
import { BulkPublishRunResponse, type BulkPublishRunView } from '@inkpress/shared-core';
import type { Client } from './factories';

let seq = 0;

export interface FolderOfPosts {
  folderId: string;
  posts: { id: string; title: string; collectionId: string }[];
  titles: string[];
}

/** A folder with `n` documents of one post each, titled `Bulk <site> …`. */
export async function folderOfPosts(client: Client, site: string, n: number): Promise<FolderOfPosts> {
  const folder = (
    await client
      .post('/api/folders')
      .send({ name: `${site} bulk ${Date.now()}` })
      .expect(201)
  ).body.data as { id: string };
  const posts: FolderOfPosts['posts'] = [];
  for (let i = 0; i < n; i++) {
    seq += 1;
    const title = `Bulk ${site} ${Date.now()}-${seq}`;
    const res = await client
      .post('/api/collections')
      .send({
        title,
        folder_id: folder.id,
        posts: [{ title, content: [{ value: `<p>Body of ${title}.</p>` }] }],
      })
      .expect(201);
    posts.push({ id: res.body.data.posts[0].id, title, collectionId: res.body.data.id });
  }
  return { folderId: folder.id, posts, titles: posts.map((p) => p.title) };
}

/** Reads a bulk run (at `path`, by default the app's own address for it) until it is no longer running. */
export async function finishedBulkRun(
  client: Client,
  id: string,
  path = `/api/integrations/bulk-publish/${id}`,
): Promise<BulkPublishRunView> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const res = await client.get(path).expect(200);
    const view = BulkPublishRunResponse.parse(res.body).data;
    if (view.status !== 'running') return view;
    if (Date.now() > deadline)
      throw new Error(`bulk publish ${id} still running: ${JSON.stringify(view.counts)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
