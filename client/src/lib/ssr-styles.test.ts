import { hoistEmotionStyles } from './ssr-styles';

describe('hoistEmotionStyles', () => {
  const markup =
    '<style data-emotion="css-global abc">html{margin:0}</style>' +
    '<div><style data-emotion="css x1 x2">.css-x1{color:red}.css-x2{color:blue}</style><p class="css-x1">a</p>' +
    '<style data-emotion="css y1">.css-y1{padding:0}</style><span class="css-y1">b</span>' +
    '<style data-emotion="css x1 x2">.css-x1{color:red}.css-x2{color:blue}</style><p class="css-x1">c</p></div>';

  it('leaves the markup without style tags', () => {
    const { body } = hoistEmotionStyles(markup);
    expect(body).toBe('<div><p class="css-x1">a</p><span class="css-y1">b</span><p class="css-x1">c</p></div>');
  });

  it('gathers the global styles first, then every component rule once, in their order, in one tag Emotion registers without moving', () => {
    const { styles } = hoistEmotionStyles(markup);
    expect(styles).toBe(
      '<style data-emotion="css-global abc">html{margin:0}</style>' +
        '<style data-emotion="css x1 x2 y1" data-s="">.css-x1{color:red}.css-x2{color:blue}.css-y1{padding:0}</style>',
    );
  });

  it('returns no tag for markup without styles', () => {
    expect(hoistEmotionStyles('<p>plain</p>')).toEqual({ styles: '', body: '<p>plain</p>' });
  });
});
