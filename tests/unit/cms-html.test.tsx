import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CmsHtml } from '@/components/cms/cms-html';

const ATTACK =
  '<p>Halo <strong>member</strong></p>' +
  '<script>alert(1)</script>' +
  '<img src=x onerror=alert(1)>' +
  '<a href="javascript:alert(1)">klik</a>' +
  '<p onclick="alert(1)" style="color:red">Syarat berlaku</p>' +
  '<a href="/about" onmouseover="alert(1)">Tentang kami</a>';

describe('CmsHtml', () => {
  it('renders the text of an untrusted body without script, on* attributes or javascript: links', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { container } = render(<CmsHtml html={ATTACK} />);
    // Give an onerror (the broken image) or any injected script a chance to run.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(container).toHaveTextContent('Halo member');
    expect(container).toHaveTextContent('klik');
    expect(container).toHaveTextContent('Syarat berlaku');
    expect(container.querySelector('strong')).toHaveTextContent('member');

    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).not.toContain('alert(1)');
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name, `${element.tagName} ${attribute.name}`).not.toMatch(/^on/i);
        expect(attribute.name).not.toBe('style');
        expect(attribute.value).not.toMatch(/javascript:/i);
      }
    }
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([null, '/about']);
    expect(alert).not.toHaveBeenCalled();
  });

  it('keeps the allowed markup and wraps it in the styled container', () => {
    const { container } = render(<CmsHtml html="<ul><li>Satu</li><li>Dua</li></ul>" className="mt-3" />);
    const wrapper = container.firstElementChild as HTMLElement;
    // The tags are styled by one stylesheet class (app/globals.css), the caller's classes added after it.
    expect(wrapper).toHaveClass('rich-text', 'mt-3');
    expect(wrapper.querySelectorAll('li')).toHaveLength(2);
  });

  it('renders nothing for an empty or fully stripped body', () => {
    expect(render(<CmsHtml html="" />).container).toBeEmptyDOMElement();
    expect(render(<CmsHtml html="<script>alert(1)</script>" />).container).toBeEmptyDOMElement();
  });
});
