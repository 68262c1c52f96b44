import { describe, expect, it } from 'vitest';
import { filesProblem, supportForm } from '../logic/files.ts';

/** The browser's check of support files says what the server says (spec §5), in both languages. */
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('support files in the browser', () => {
  it('takes up to 3 images and PDFs', () => {
    expect(filesProblem([], 'ru')).toBeNull();
    expect(filesProblem([file('a.png', 'image/png'), file('b.pdf', 'application/pdf'), file('c.jpg', '')], 'en')).toBeNull();
  });

  it('says every attachment message of spec §5 in Russian and in English', () => {
    const four = [1, 2, 3, 4].map((i) => file(`${i}.png`, 'image/png'));
    expect(filesProblem(four, 'ru')).toBe('Можно прикрепить не более 3 файлов');
    expect(filesProblem(four, 'en')).toBe('Maximum of 3 files allowed');
    expect(filesProblem([file('setup.exe', 'application/x-msdownload')], 'ru')).toBe('Допустимы только изображения и PDF');
    expect(filesProblem([file('notes.txt', 'text/plain')], 'en')).toBe('Only images and PDF format are allowed');
    expect(filesProblem([file('big.png', 'image/png', 8 * 1024 * 1024 + 1)], 'en')).toBe('Maximum file size 8 MB');
    expect(filesProblem([file('big.png', 'image/png', 8 * 1024 * 1024 + 1)], 'ru')).toBe('Максимальный размер файла 8 МБ');
  });

  it('sends the fields and every file as files[]', () => {
    const form = supportForm({ subject: 's', message: 'm' }, [file('a.png', 'image/png'), file('b.pdf', 'application/pdf')]);
    expect(form.get('subject')).toBe('s');
    expect(form.getAll('files[]').map((f) => (f as File).name)).toEqual(['a.png', 'b.pdf']);
  });
});
