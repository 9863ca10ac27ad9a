import { type ActivePromotion, CloseIcon, IconButton } from '@inkpress/shared-ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Countdown } from './Countdown';
import { hasEnded, remainingUntil } from './countdown';
import type { PromotionSurface as Surface } from './PromotionStore';
import { Snowfall } from './Snowfall';
import { isSeasonal, PROMOTION_OFFER, promotionNames } from './text';

export interface PromotionSurfaceProps {
  /** The running promotion. */
  promotion: ActivePromotion;
  /** Where it shows: the top bar, the dashboard banner or the pricing strip. */
  surface: Surface;
  /** Where the call to action goes (the yearly plans). */
  ctaTo: string;
  /** An Upgrade click. */
  onCta: () => void;
  /** The close button: hidden until reload. */
  onDismiss: () => void;
}

const labels: Record<Surface, string> = {
  'top-bar': 'Promotion',
  'dashboard-banner': 'Promotion on your dashboard',
  'pricing-strip': 'Promotion on the yearly plans',
};

/**
 * One promotion surface (SPEC §1): the offer, a countdown updated every
 * second, a link to the yearly plans and a close button; snow falls with
 * the seasonal promotion. It disappears when the countdown reaches zero.
 */
export function PromotionSurface({ promotion, surface, ctaTo, onCta, onDismiss }: PromotionSurfaceProps) {
  const [ended, setEnded] = useState(() => hasEnded(remainingUntil(promotion.endDate, Date.now())));
  if (ended) return null;
  const light = surface !== 'pricing-strip';
  return (
    <Wrapper
      aria-label={labels[surface]}
      data-surface={surface}
      data-promotion={promotion.type}
      $surface={surface}
    >
      {isSeasonal(promotion.type) && <Snowfall color={light ? '#ffffff' : '#a5b4fc'} />}
      <Content $surface={surface}>
        <Offer>
          <Name $light={light}>{promotionNames[promotion.type]}</Name>
          <span>{PROMOTION_OFFER}</span>
        </Offer>
        <Countdown end={promotion.endDate} tone={light ? 'light' : 'dark'} onEnd={() => setEnded(true)} />
        <Cta to={ctaTo} onClick={onCta} $light={light}>
          Claim the deal
        </Cta>
      </Content>
      <Close label="Close the promotion" icon={<CloseIcon />} size="sm" onClick={onDismiss} $light={light} />
    </Wrapper>
  );
}

const Wrapper = styled.section<{ $surface: Surface }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  overflow: hidden;
  ${({ $surface, theme }) => {
    if ($surface === 'top-bar')
      return css`
        padding: ${theme.space[2]} ${theme.space[3]} ${theme.space[2]} ${theme.space[4]};
        background: ${theme.colors.brandGradient};
        color: ${theme.colors.text.inverse};
      `;
    if ($surface === 'dashboard-banner')
      return css`
        margin: ${theme.space[6]} ${theme.space[6]} 0;
        padding: ${theme.space[5]} ${theme.space[4]} ${theme.space[5]} ${theme.space[6]};
        border-radius: ${theme.radii.xl};
        background: ${theme.colors.brandGradient};
        color: ${theme.colors.text.inverse};
        box-shadow: ${theme.shadows.md};
        ${theme.media.down('md')} {
          margin: ${theme.space[4]} ${theme.space[4]} 0;
          padding-left: ${theme.space[4]};
        }
      `;
    return css`
      margin-bottom: ${theme.space[6]};
      padding: ${theme.space[3]} ${theme.space[3]} ${theme.space[3]} ${theme.space[5]};
      border: 1px solid ${theme.colors.tones.brand.border};
      border-radius: ${theme.radii.lg};
      background: ${theme.colors.tones.brand.bg};
      color: ${theme.colors.tones.brand.fg};
    `;
  }}
`;

const Content = styled.div<{ $surface: Surface }>`
  position: relative;
  flex: 1;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${({ $surface }) => ($surface === 'top-bar' ? 'center' : 'flex-start')};
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  font-size: ${({ theme, $surface }) =>
    $surface === 'dashboard-banner' ? theme.typography.fontSize.lg : theme.typography.fontSize.sm};
`;

const Offer = styled.p`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `0 ${theme.space[2]}`};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
`;

const Name = styled.strong<{ $light: boolean }>`
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  font-size: 0.85em;
  ${({ $light, theme }) => !$light && `color: ${theme.colors.tones.brand.solid};`}
`;

const Cta = styled(Link)<{ $light: boolean }>`
  display: inline-flex;
  align-items: center;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-decoration: none;
  white-space: nowrap;
  ${({ $light, theme }) =>
    $light
      ? css`
          background: ${theme.colors.background.surface};
          color: ${theme.colors.tones.brand.fg};
        `
      : css`
          background: ${theme.colors.tones.brand.solid};
          color: ${theme.colors.tones.brand.onSolid};
        `}
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ $light, theme }) => ($light ? theme.colors.text.inverse : theme.colors.focus)};
    outline-offset: 2px;
  }
`;

const Close = styled(IconButton)<{ $light: boolean }>`
  position: relative;
  flex-shrink: 0;
  ${({ $light, theme }) =>
    $light &&
    css`
      color: ${theme.colors.text.inverse};
      &:hover {
        background: rgba(255, 255, 255, 0.16);
      }
    `}
`;
