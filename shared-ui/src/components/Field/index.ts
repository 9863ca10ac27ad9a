export { controlStyles } from './controlStyles';
export { CharacterCount, type CharacterCountProps, Field, type FieldProps, InlineFormRow } from './Field';
export { useCharacterCount } from './useCharacterCount';
export { type FieldIds, type FieldIdsOptions, useFieldIds } from './useFieldIds';
export { type TextFieldOwnProps, useTextField } from './useTextField';
