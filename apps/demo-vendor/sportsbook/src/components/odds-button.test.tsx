import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PrefsProvider } from '../app/prefs';
import english from '../i18n/en.json';
import { LocaleProvider } from '../i18n/locale';
import arabic from '../i18n/ar.json';
import { OddsButton } from './odds-button';

const render = (props: Partial<Parameters<typeof OddsButton>[0]>, language = 'en', catalog: Record<string, string> = english) =>
  renderToStaticMarkup(
    <LocaleProvider language={language} catalog={catalog} english={english}>
      <PrefsProvider playerKey="test">
        <OddsButton label="Northbridge FC" odds={1_950} suspended={false} selected={false} onToggle={() => undefined} testId="odds-x" {...props} />
      </PrefsProvider>
    </LocaleProvider>,
  );

describe('a price button', () => {
  it('shows the selection and its price, pressed while in the slip, with a test id', () => {
    const html = render({ selected: true });
    expect(html).toContain('data-testid="odds-x"');
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('Northbridge FC');
    expect(html).toContain('<bdi>1.95</bdi>');
    expect(html).not.toContain('disabled=""');
  });

  it('greys a suspended price with a lock, says so, and takes no clicks', () => {
    const html = render({ suspended: true });
    expect(html).toContain('disabled=""');
    expect(html).toContain('<svg aria-hidden="true"');
    expect(html).toContain('<span class="sr-only">Suspended</span>');
    expect(html).not.toContain('1.95');
  });

  it('reads a short label out in full', () => {
    const html = render({ shortLabel: '1' });
    expect(html).toContain('<span aria-hidden="true" class="font-semibold text-fg-muted">1</span>');
    expect(html).toContain('<span class="sr-only">Northbridge FC</span>');
  });

  it("speaks the player's language", () => {
    expect(render({ suspended: true }, 'ar', arabic)).toContain(`<span class="sr-only">${arabic['sports.match.suspended']}</span>`);
  });
});
