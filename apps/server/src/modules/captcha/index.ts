/**
 * The image-rotation captcha (spec §2 modals, bonuses.md §2): pictures drawn
 * and encoded here, in TypeScript (picture.ts, png.ts), the secret angle and
 * the answers in the `captchas` table (store.ts). Used by the free coins.
 */
export { answerCaptcha, captchaLockedUntil, issueCaptcha, type CaptchaAnswer, type CaptchaPurpose } from './store.ts';
export { PICTURE_SIZE, renderPicture, type Picture } from './picture.ts';
export { encodePng, pngDataUrl } from './png.ts';
