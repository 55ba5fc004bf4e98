import { srcSetOf } from './image-variants';

describe('srcSetOf', () => {
  it('lists the 320, 640 and 1280 px WebP variants of an uploaded image', () => {
    expect(srcSetOf('http://localhost:3000/uploads/0123456789abcdef0123456789abcdef.jpg')).toBe(
      'http://localhost:3000/uploads/0123456789abcdef0123456789abcdef-320.webp 320w, ' +
        'http://localhost:3000/uploads/0123456789abcdef0123456789abcdef-640.webp 640w, ' +
        'http://localhost:3000/uploads/0123456789abcdef0123456789abcdef-1280.webp 1280w',
    );
  });

  it('lists the variants of a demo drawing', () => {
    expect(srcSetOf('/uploads/demo/ola-s1-pro-jet-black-close-up.svg')).toBe(
      '/uploads/demo/ola-s1-pro-jet-black-close-up-320.webp 320w, /uploads/demo/ola-s1-pro-jet-black-close-up-640.webp 640w, /uploads/demo/ola-s1-pro-jet-black-close-up-1280.webp 1280w',
    );
  });

  it('leaves outside links, the placeholder and empty values alone', () => {
    for (const url of ['https://example.com/car.jpg', '/images/no-image.svg', '/uploads/../secret.png', '', null, undefined])
      expect(srcSetOf(url)).toBeUndefined();
  });
});
