import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/**
 * One page booster assessment (issue 11): the page as read (metadata,
 * sections, links, images), yoastseo's scores and the ranked suggestions,
 * and the improvements generated for its sections since. The team's only:
 * generate and accept find it by id within the team (404 otherwise).
 */
const PageBoostSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    url: { type: String, required: true },
    keyphrase: { type: String, default: '' },
    /** The page's extraction and assessment, in the shape of shared-core's PageBoosterReport (id and dates aside). */
    report: { type: Schema.Types.Mixed, required: true },
    /** The latest improvement of each section, by section index. */
    improvements: {
      type: [
        {
          _id: false,
          section: { type: Number, required: true },
          heading: { type: String, default: '' },
          before: { type: String, required: true },
          after: { type: String, required: true },
          suggestions: { type: [String], default: [] },
          writer: { type: String, required: true },
        },
      ],
      default: [],
    },
  },
  { timestamps: true, versionKey: false, minimize: false },
);
PageBoostSchema.index({ teamId: 1, createdAt: -1 });

/** The improvement of one section, as stored. */
export interface SectionImprovement {
  section: number;
  heading: string;
  before: string;
  after: string;
  suggestions: string[];
  writer: string;
}

export type PageBoostDoc = Omit<InferSchemaType<typeof PageBoostSchema>, 'improvements'> & {
  improvements: SectionImprovement[];
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const PageBoost = model('PageBoost', PageBoostSchema);
