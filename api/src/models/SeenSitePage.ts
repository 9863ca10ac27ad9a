import { model, Schema, type Types } from 'mongoose';

/**
 * A page of a team's own site that a search-domain-links crawl has seen,
 * so a later crawl with "new pages only" (crawNewPagesOnly) leaves it out.
 * `_id` is a hash of the team and the page's URL: remembering a page is a
 * unique insert (two crawls at once record it once) and the lookup of a
 * crawl's pages is by `_id`, which every backend answers from its index.
 */
const SeenSitePageSchema = new Schema(
  {
    _id: { type: String, required: true },
    teamId: { type: Schema.Types.ObjectId, required: true, index: true },
    /** The site's origin (https://example.com). */
    site: { type: String, required: true },
    url: { type: String, required: true },
    firstSeenAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export interface SeenSitePageDoc {
  _id: string;
  teamId: Types.ObjectId;
  site: string;
  url: string;
  firstSeenAt: Date;
}
export const SeenSitePage = model('SeenSitePage', SeenSitePageSchema);
