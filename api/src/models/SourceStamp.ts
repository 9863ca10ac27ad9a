import { model, Schema } from 'mongoose';

/**
 * One per team: a value that changes whenever one of the team's chat sources
 * is added, renamed, retyped or deleted (services/retrieval/sources.ts). Each
 * API process keeps a team's retrieval index in memory and reads this small
 * document before a query to know whether the index is still the team's:
 * one read by `_id`, where listing the sources' ids and update times read
 * every passage of the team (FerretDB reads whole documents before it
 * projects them).
 */
const SourceStampSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    stamp: { type: String, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export interface SourceStampDoc {
  _id: import('mongoose').Types.ObjectId;
  stamp: string;
  updatedAt: Date;
}

export const SourceStamp = model('SourceStamp', SourceStampSchema, 'source_stamps');
