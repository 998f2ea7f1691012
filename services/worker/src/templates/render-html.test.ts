import { render } from '@react-email/render';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { templates } from './render';
import { renderHtml } from './render-html';
import { previewSamples } from './samples';
import type { Template } from './template';

const context = { siteName: 'سند للاستشارات' };

describe('renderHtml', () => {
  it.each(previewSamples.map((s) => [s.file, s.job] as const))(
    '%s: the same bytes as @react-email/render',
    async (_, job) => {
      const { html } = await (templates[job.template] as Template<typeof job>)(job, context);
      expect(await renderHtml(html)).toBe(await render(html));
    },
  );

  it('rejects when a component throws, as the library does', async () => {
    const Broken = () => {
      throw new Error('broken template');
    };
    await expect(renderHtml(createElement(Broken))).rejects.toThrow('broken template');
    await expect(render(createElement(Broken))).rejects.toThrow('broken template');
  });
});
