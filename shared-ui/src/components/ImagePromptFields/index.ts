export {
  ImagePromptFields,
  type ImagePromptFieldsProps,
  type ImagePromptValues,
  imageSizeLabel,
} from './ImagePromptFields';
