import { remoteNames } from '../registry/schema';
import {
  errorCodePopups,
  isPopupType,
  popupForErrorCode,
  popupOwners,
  popupsOwnedBy,
  popupTypes,
} from './popups';

describe('popup types', () => {
  it('are 40 unique strings, each with an owner', () => {
    expect(popupTypes).toHaveLength(40);
    expect(new Set(popupTypes).size).toBe(40);
    expect(Object.keys(popupOwners).sort()).toEqual([...popupTypes].sort());
    for (const type of popupTypes) expect(remoteNames).toContain(popupOwners[type]);
  });

  it('give limits, upgrade, add-on and billing rights to mfe_billing', () => {
    expect(popupsOwnedBy('mfe_billing').sort()).toEqual(
      ['addon', 'credit-limit-reached', 'limit-reached', 'no-billing-right', 'rate-limit', 'upgrade'].sort(),
    );
  });

  it('give every publish, connect, import, website and platform popup to mfe_integrations', () => {
    const integrationWords =
      /publish|connect|import|website|shopify|ghost|webflow|medium|reddit|wordpress|^api-/;
    for (const type of popupTypes) {
      expect([type, popupOwners[type] === 'mfe_integrations']).toEqual([type, integrationWords.test(type)]);
    }
  });

  it('give indexer and keyword explorer to mfe_tools and the rest (page booster too) to mfe_editor', () => {
    expect(popupsOwnedBy('mfe_tools').sort()).toEqual(['indexer', 'keyword-explorer']);
    expect(popupsOwnedBy('mfe_editor')).toEqual([
      'templates-library',
      'confirm',
      'confirm-delete',
      'prompt-library',
      'file-upload',
      'translate',
      'info',
      'style',
      'image-form',
      'documents-selector',
      'repurpose',
      'improve-seo',
      'page-booster',
      'article-improver',
    ]);
    expect(popupsOwnedBy('mfe_marketing')).toEqual([]);
  });

  it('recognise popup types', () => {
    expect(isPopupType('upgrade')).toBe(true);
    expect(isPopupType('toString')).toBe(false);
    expect(isPopupType('nope')).toBe(false);
  });
});

describe('popupForErrorCode', () => {
  it('maps the limit codes to the limit popups', () => {
    expect(popupForErrorCode('NotEnoughCredits')).toBe('credit-limit-reached');
    expect(popupForErrorCode('FreeLimitReached')).toBe('limit-reached');
    expect(popupForErrorCode('RateLimitError')).toBe('rate-limit');
    expect(popupForErrorCode('OpenAIRateLimitError')).toBe('rate-limit');
    expect(popupForErrorCode('MaxTeamSizeLimitReachedError')).toBe('upgrade');
  });

  it('opens nothing for other codes', () => {
    expect(popupForErrorCode('CollectionNotFound')).toBeUndefined();
    expect(popupForErrorCode('constructor')).toBeUndefined();
    expect(popupForErrorCode(undefined)).toBeUndefined();
  });

  it('only names popups that exist', () => {
    for (const popup of Object.values(errorCodePopups)) expect(isPopupType(popup)).toBe(true);
  });
});
