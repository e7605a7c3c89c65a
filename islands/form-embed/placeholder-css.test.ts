import { describe, expect, it } from 'vitest';
import { placeholderCss } from './placeholder-css';
import { FORM_CSS } from './styles';

describe('the placeholder’s stylesheet', () => {
  it('is the form’s own, with the frame’s viewport queries asked of the host’s width and the shell’s body done by the shape', () => {
    const css = placeholderCss();
    expect(css.startsWith(':host{all:initial;display:block;container-type:inline-size}')).toBe(true);
    expect(css).toContain('@media (scripting:enabled){.shop-islands-form-shape{display:block;box-sizing:border-box;padding:6px;min-height:200px;max-height:1000px;overflow:hidden}slot{display:none}}');
    expect(css).not.toMatch(/@media \((min|max)-width/);
    expect(css).not.toContain('data-shell-id');
    expect(css).not.toContain('\n');
    expect(css).not.toMatch(/<\/style/i);
    // Every rule of the form's CSS is there (the queries aside).
    const rules = FORM_CSS.split('\n').filter((line) => line && !line.startsWith('html[data-shell-id]'));
    for (const rule of rules) expect(css).toContain(rule.replace(/@media\s*\((min|max)-width:/g, '@container ($1-width:'));
    expect(placeholderCss('@media (min-width:480px){.a{b:c}}\nhtml[data-shell-id] body{padding:6px}\n')).toMatch(/@container \(min-width:480px\)\{\.a\{b:c\}\}$/);
  });
});
