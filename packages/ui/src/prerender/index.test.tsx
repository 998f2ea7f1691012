import { FIRST_VIEW } from '@ssc/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { DeferredPart } from '../deferred/DeferredPart';
import { FirstViewSlot, renderFirstView } from './index';

const Title = styled.h1`
  color: ${({ theme }) => theme.colors.brand};
`;

function Page() {
  const { data } = useQuery<string[]>({ queryKey: ['/api/things'], enabled: false });
  const { pathname } = useLocation();
  return (
    <>
      <Title>صفحة {pathname}</Title>
      <ul>
        {data?.map((thing) => (
          <li key={thing}>{thing}</li>
        ))}
      </ul>
      <Link to="/contact">تواصل معنا</Link>
      <form>
        <input name="email" />
        <select name="kind" />
        <textarea name="message" />
        <button type="submit">إرسال</button>
      </form>
      <FirstViewSlot />
    </>
  );
}

describe('renderFirstView', () => {
  const scope = `[${FIRST_VIEW.attribute}]`;
  const view = renderFirstView(<Page />, {
    path: '/services',
    queryData: [[['/api/things'], ['أ', 'ب']]],
    scope,
  });

  it('renders the page at its path with the data it was given', () => {
    expect(view.html).toContain('/services</h1>');
    expect(view.html).toContain('<li>أ</li><li>ب</li>');
  });

  it('scopes every rule and drops the styling library’s bookkeeping', () => {
    expect(view.css).toMatch(new RegExp(`^\\${scope.slice(0, -1)}\\] \\.[a-zA-Z]+\\{color:#`));
    expect(view.css).not.toContain('data-styled');
    expect(view.css).not.toContain('/*!sc*/');
    const unscoped = view.css.split('}').filter((rule) => rule && !rule.startsWith(scope));
    expect(unscoped).toEqual([]);
  });

  it('makes every control inert and leaves links working', () => {
    for (const tag of ['form', 'input', 'select', 'textarea', 'button']) {
      expect(view.html, tag).toMatch(new RegExp(`<${tag} inert=""`));
    }
    expect(view.html).toMatch(/<a href="\/contact"[^>]*>تواصل معنا/);
    expect(view.html).not.toMatch(/<a inert/);
  });

  it('marks the page slot for the frame', () => {
    expect(view.html).toContain(FIRST_VIEW.pageSlot);
    expect(view.html).not.toContain('<template');
  });

  it('includes the global styles only for the frame', () => {
    expect(view.css).not.toContain('box-sizing');
    expect(renderFirstView(<p>frame</p>, { globalStyle: true }).css).toContain('box-sizing');
  });
});

const Note = styled.p`
  color: ${({ theme }) => theme.colors.brand};
`;

function Labelled() {
  const id = useId();
  return (
    <form>
      <label htmlFor={id}>البريد</label>
      <input id={id} />
    </form>
  );
}

const noLoad = () => new Promise<never>(() => undefined);

describe('renderFirstView with deferred parts', () => {
  const view = renderFirstView(
    <>
      <Labelled />
      <DeferredPart name="below" load={noLoad} />
    </>,
    {
      scope: '[data-first-view]',
      parts: {
        below: (
          <>
            <Note>ملاحظة</Note>
            <Labelled />
          </>
        ),
      },
    },
  );

  it("puts each part into its box, with the part's own CSS scoped to the box", () => {
    const box = view.html.slice(view.html.indexOf('<div data-deferred-part="below"'));
    expect(box).toMatch(
      /^<div data-deferred-part="below" style="display:contents"><style>\[data-deferred-part\] \.[a-zA-Z]+\{color:#/,
    );
    expect(box).toContain('ملاحظة</p>');
    // Not in the page's own CSS, which the live page's arrival takes away.
    expect(view.css).not.toContain('color:#');
  });

  it('gives the part ids of its own and makes its controls inert', () => {
    const ids = [...view.html.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect(view.html.match(/<input inert=""/g)).toHaveLength(2);
  });

  it('fails the build for a part rendered without its markup', () => {
    expect(() => renderFirstView(<DeferredPart name="other" load={noLoad} />)).toThrow(/"other"/);
  });
});
