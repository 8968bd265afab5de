/** @jsxRuntime automatic */
import { Body, Head, Html, Img, Link, Preview, Section, Text } from './primitives';
import type { CSSProperties, ReactNode } from 'react';
import { htmlLang, type Lang } from '@lib/platform/i18n/lang';
import { PREFERENCES_PATH } from '../../messages';
import type { Mail } from '../mail';
import { COLOURS, DARK, FONTS, label, PADDING, small, WIDTH } from '../theme';
import { Rich } from './Rich';

// The frame of every e-mail: the wordmark, one 600 px column, and a footer saying who writes, why,
// and where to find help. (The pragma above lets plain tsx run the templates too.)

/** Why the recipient gets the e-mail: a key of the catalog's "reason" group. */
export type Reason = 'order' | 'account' | 'code' | 'shared' | 'app' | 'reborn' | 'repair' | 'loyalty' | 'seller' | 'closed' | 'campaign';

/** The wordmark's size on screen; its pictures are three times as large. */
export const LOGO = { width: 132, height: 30 } as const;

/**
 * The wordmark picture of a language, ink or (`dark`) ivory, in public/images/mail (drawn by
 * scripts/mail-shots.ts --logo): uppercase as the site's header sets it, so "VİTRİN" in Turkish.
 */
export function logoPath(lang: Lang, dark = false): string {
  return `/images/mail/logo-${lang}${dark ? '-dark' : ''}.png`;
}

/** The help and contact page and the stores page the footer links to. */
export const FOOTER_PATHS = { help: '/content/bilgi-merkezi', stores: '/content/magazalar' } as const;

// Phones get a narrower padding and full-width buttons; dark mode gets the store's dark palette.
// Every rule is !important because the inline styles it overrides would win otherwise. Only class
// and descendant selectors, the kinds every client that reads a <style> keeps.
const CSS = `
@media only screen and (max-width: ${WIDTH + 20}px) {
  .v-pad { padding-left: 24px !important; padding-right: 24px !important; }
  .v-title { font-size: 28px !important; line-height: 34px !important; }
  .v-btn-wrap { width: 100% !important; }
  .v-btn-wrap a { display: block !important; text-align: center !important; }
}
@media (prefers-color-scheme: dark) {
  .v-page { background-color: ${DARK.page} !important; }
  .v-card { background-color: ${DARK.card} !important; }
  .v-card p, .v-card h1, .v-card h2, .v-card td, .v-card div, .v-card span, .v-card a, .v-card s { color: ${DARK.ink} !important; }
  .v-card table, .v-card td, .v-card div { border-color: ${DARK.line} !important; }
  .v-card .v-muted { color: ${DARK.muted} !important; }
  .v-card .v-sale { color: ${DARK.sale} !important; }
  .v-card .v-success { color: ${DARK.success} !important; }
  .v-card .v-stone { background-color: ${DARK.stone} !important; }
  .v-card td.v-btn { background-color: ${DARK.ink} !important; border-color: ${DARK.ink} !important; }
  .v-card a.v-btn-text { color: ${COLOURS.ink} !important; }
  .v-card td.v-btn2 { border-color: ${DARK.ink} !important; }
  .v-logo-light { display: none !important; }
  .v-logo-dark { display: block !important; max-height: none !important; overflow: visible !important; }
}
`;

const linkStyle = { color: COLOURS.muted, textDecoration: 'underline' } as const;

/** The e-mail around a template's body, in the recipient's language. */
export function Layout({
  mail,
  subject,
  preview,
  reason,
  commercial,
  children,
}: {
  mail: Mail;
  subject: string;
  preview: string;
  reason: Reason;
  commercial: boolean;
  children: ReactNode;
}) {
  const { t } = mail;
  const logo = { width: LOGO.width, height: LOGO.height, alt: t('layout.logo') } as const;
  // Shown only where the alt text stands in for a blocked picture: the wordmark's own look.
  const logoStyle = {
    margin: '0 auto',
    fontFamily: FONTS.display,
    fontSize: 24,
    lineHeight: `${LOGO.height}px`,
    letterSpacing: '0.18em',
    textTransform: 'uppercase',
    color: COLOURS.ink,
  } as const;
  return (
    <Html lang={htmlLang(mail.lang)} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{subject}</title>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant CSS; React would escape its quotes */}
        <style dangerouslySetInnerHTML={{ __html: CSS }} />
      </Head>
      <Body className="v-page" style={{ margin: 0, padding: 0, backgroundColor: COLOURS.ivory }}>
        <Preview>{preview}</Preview>
        <Section
          className="v-card"
          lang={htmlLang(mail.lang)}
          width={WIDTH}
          style={{ width: '100%', maxWidth: WIDTH, margin: '0 auto', backgroundColor: COLOURS.paper }}
        >
          {/* The wordmark is a picture: the plain-text part starts with the words. */}
          <Section
            className="v-pad"
            data-skip-in-text
            style={{ padding: `36px ${PADDING}px 28px`, textAlign: 'center', borderBottom: `1px solid ${COLOURS.line}` }}
          >
            <Link href={mail.page('/')} style={{ display: 'inline-block', textDecoration: 'none', color: COLOURS.ink }}>
              <Img src={mail.asset(logoPath(mail.lang))} className="v-logo-light" style={logoStyle} {...logo} />
              <Img
                src={mail.asset(logoPath(mail.lang, true))}
                className="v-logo-dark"
                style={{ ...logoStyle, display: 'none', maxHeight: 0, overflow: 'hidden', msoHide: 'all' } as CSSProperties}
                {...logo}
              />
            </Link>
          </Section>
          <Section className="v-pad" style={{ padding: `40px ${PADDING}px 16px` }}>
            {children}
          </Section>
          <Section className="v-pad" style={{ padding: `28px ${PADDING}px 36px`, borderTop: `1px solid ${COLOURS.line}` }}>
            <Text className="v-muted" style={{ ...label, margin: '0 0 12px' }}>
              {t('layout.company')}
            </Text>
            <Text className="v-muted" style={{ ...small, margin: '0 0 12px' }}>
              {t(`reason.${reason}`)}
            </Text>
            {commercial ? (
              <Text className="v-muted" style={{ ...small, margin: '0 0 12px' }}>
                <Rich text={t('layout.unsubscribe')} href={mail.page(PREFERENCES_PATH)} style={linkStyle} />
              </Text>
            ) : null}
            <Text className="v-muted" style={{ ...small, margin: 0 }}>
              <Link href={mail.page(FOOTER_PATHS.help)} style={linkStyle}>
                {t('layout.help')}
              </Link>
              <span className="v-muted" style={{ color: COLOURS.muted }}>
                {'  ·  '}
              </span>
              <Link href={mail.page(FOOTER_PATHS.stores)} style={linkStyle}>
                {t('layout.stores')}
              </Link>
            </Text>
          </Section>
        </Section>
        <Section style={{ height: 32 }}>&nbsp;</Section>
      </Body>
    </Html>
  );
}
