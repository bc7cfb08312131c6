// Every e-mail to a customer in HTML too, in the brand, beside its plain text (which stays the
// message: the HTML is drawn from it, so the two never say different things). Made with React
// Email's components, whose tables and inline styles hold in Gmail and Outlook: the logo and name
// at the top, the text's paragraphs, each 'Label: https://...' line as a button to that address,
// the preheader (the first words after the greeting, shown in the inbox's list), and the footer.
import { Body, Button, Container, Head, Hr, Html, Img, Preview, Section, Text, render } from '@react-email/components';
import type { EmailMessage } from './email-message.ts';

/** The business's look, from its settings: name, colours, and where its logo and site are. */
export interface EmailBrand {
  name: string;
  /** The buttons' and header's colour, and the text's. */
  colour: string;
  ink: string;
  /** Absolute address of a small PNG logo (e-mail apps do not show SVG). */
  logoUrl: string;
  siteUrl: string;
  /** The footer's line (phone, how to reach us). */
  footer: string;
}

/** A line that is a link to act on: 'Add your card: https://…' (a label, then one absolute address). */
const ACTION = /^([^:\n]{2,60}):\s+(https?:\/\/\S+)$/;

type Block = { kind: 'text'; lines: string[] } | { kind: 'button'; label: string; href: string };

/** The text's paragraphs, each an action (a button) or lines of text. */
function blocksOf(text: string): Block[] {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0)
    .flatMap((lines): Block[] => {
      const action = lines.length === 1 ? ACTION.exec(lines[0]!.trim()) : null;
      return action ? [{ kind: 'button', label: action[1]!, href: action[2]! }] : [{ kind: 'text', lines }];
    });
}

const URL_IN_TEXT = /(https?:\/\/[^\s)]+)/g;

/** A line of text with its addresses as links. */
const linked = (line: string, colour: string) =>
  line.split(URL_IN_TEXT).map((part, i) =>
    i % 2 === 1 ? (
      <a key={i} href={part} style={{ color: colour, wordBreak: 'break-all' }}>
        {part}
      </a>
    ) : (
      part
    ),
  );

const font = "'Plus Jakarta Sans', -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function BrandedEmail({ message, brand, language }: { message: EmailMessage; brand: EmailBrand; language: string }) {
  const blocks = blocksOf(message.text);
  const preheader = blocks.find((b, i) => i > 0 && b.kind === 'text');
  const ink = { color: brand.ink, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };
  return (
    <Html lang={language}>
      <Head />
      {preheader?.kind === 'text' ? <Preview>{preheader.lines.join(' ').slice(0, 140)}</Preview> : null}
      <Body style={{ backgroundColor: '#f1f5f9', fontFamily: font, margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: '#ffffff', borderRadius: '16px', maxWidth: '560px', padding: '32px 28px' }}>
          <Section style={{ marginBottom: '24px' }}>
            <Img
              src={brand.logoUrl}
              width="40"
              height="40"
              alt=""
              style={{ display: 'inline-block', verticalAlign: 'middle', borderRadius: '10px' }}
            />
            <span style={{ color: brand.colour, fontSize: '20px', fontWeight: 700, marginLeft: '12px', verticalAlign: 'middle' }}>
              {brand.name}
            </span>
          </Section>
          {blocks.map((block, i) =>
            block.kind === 'button' ? (
              <Section key={i} style={{ margin: '8px 0 20px' }}>
                <Button
                  href={block.href}
                  style={{
                    backgroundColor: brand.colour,
                    borderRadius: '999px',
                    color: '#ffffff',
                    fontSize: '16px',
                    fontWeight: 700,
                    padding: '12px 22px',
                  }}
                >
                  {block.label}
                </Button>
              </Section>
            ) : (
              <Text key={i} style={ink}>
                {block.lines.map((line, j) => (
                  <span key={j}>
                    {j > 0 ? <br /> : null}
                    {linked(line.replace(/ {2,}/g, ' '), brand.colour)}
                  </span>
                ))}
              </Text>
            ),
          )}
          <Hr style={{ borderColor: '#e2e8f0', margin: '24px 0 16px' }} />
          <Text style={{ color: '#64748b', fontSize: '13px', lineHeight: '20px', margin: 0 }}>
            {brand.footer}{' '}
            <a href={brand.siteUrl} style={{ color: brand.colour }}>
              {brand.siteUrl.replace(/^https?:\/\//, '')}
            </a>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The message's HTML part, drawn from its text in the brand. */
export const emailHtml = (message: EmailMessage, brand: EmailBrand, language = 'en'): Promise<string> =>
  render(<BrandedEmail message={message} brand={brand} language={language} />);
