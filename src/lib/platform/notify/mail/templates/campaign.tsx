/** @jsxRuntime automatic */
import { Img, Link } from '../parts/primitives';
import { Button } from '../parts/Button';
import { Intro, Para } from '../parts/Intro';
import { TextLines } from '../parts/TextLines';
import { COLOURS, FONTS } from '../theme';
import type { Template } from './template';

/** The preview is the body's first words, cut at a word. */
function previewOf(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  if (flat.length <= 120) return flat;
  return `${flat.slice(0, 120).replace(/\s+\S*$/, '')}…`;
}

/** A campaign announcement (the one commercial kind): a picture, the editors' words, one link. */
export const campaign: Template<'campaign'> = (data, mail) => {
  const { t } = mail;
  const href = mail.page(data.path);
  const paragraphs = data.body.split(/\n\s*\n/).filter((part) => part.trim() !== '');
  return {
    subject: data.title,
    preview: previewOf(data.body),
    reason: 'campaign',
    body: (
      <>
        {data.imagePath ? (
          <Link href={href} data-skip-in-text style={{ display: 'block', margin: '0 0 32px' }}>
            <Img
              src={mail.asset(data.imagePath)}
              alt={data.title}
              width={520}
              style={{
                display: 'block',
                width: '100%',
                maxWidth: 520,
                height: 'auto',
                backgroundColor: COLOURS.stone,
                fontFamily: FONTS.display,
                fontSize: 20,
                color: COLOURS.ink,
              }}
            />
          </Link>
        ) : null}
        <Intro title={data.title}>
          {paragraphs.map((paragraph) => (
            <Para key={paragraph}>
              <TextLines text={paragraph} />
            </Para>
          ))}
        </Intro>
        <Button href={href}>{t('campaign.button')}</Button>
      </>
    ),
  };
};
