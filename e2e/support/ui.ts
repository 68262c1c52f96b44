import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export type Lang = 'ru' | 'en';
export const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '');

/** Texts the tests look for, in both languages (the app's catalogues are the source; these mirror them). */
export const T = {
  ru: { enterLogin: 'Введите логин', registered: 'Аккаунт создан', demoOn: 'Демо-режим включён', added: 'Добавлено 1 000 демо-монет', notFound: 'Страница не найдена: ', heroCta: 'Играть в Dice', showPassword: 'Показать пароль', hidePassword: 'Скрыть пароль' },
  en: { enterLogin: 'Enter a login', registered: 'Your account is ready', demoOn: 'Demo mode is on', added: '1 000 demo coins added', notFound: 'Page not found: ', heroCta: 'Play Dice', showPassword: 'Show password', hidePassword: 'Hide password' },
} as const;

/** Opens the auth modal from the header and registers a new player. */
export async function registerViaModal(page: Page, lang: Lang, login: string, password = 'Secret123'): Promise<void> {
  await page.getByTestId('open-register').click();
  const modal = page.getByTestId('auth-modal');
  await expect(modal).toBeVisible();
  const form = modal.getByTestId('register-form');
  // Client-side validation with the shared schemas, before any request.
  await form.locator('button[type=submit]').click();
  await expect(form.getByText(T[lang].enterLogin)).toBeVisible();
  await form.locator('input[name=login]').fill(login);
  await form.locator('input[name=password]').fill(password);
  // The eye button shows what was typed, and hides it again.
  const reveal = form.getByRole('button', { name: T[lang].showPassword }).first();
  await reveal.click();
  await expect(form.locator('input[name=password]')).toHaveAttribute('type', 'text');
  await form.getByRole('button', { name: T[lang].hidePassword }).click();
  await expect(form.locator('input[name=password]')).toHaveAttribute('type', 'password');
  await form.locator('input[name=password_confirmation]').fill(password);
  await form.locator('input[name=agree_terms]').check();
  await form.locator('input[name=agree_age]').check();
  await form.locator('button[type=submit]').click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(T[lang].registered)).toBeVisible();
}

export async function headerBalance(page: Page): Promise<string> {
  return (await page.getByTestId('balance-amount').textContent())?.trim() ?? '';
}
