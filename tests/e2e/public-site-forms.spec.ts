import { expect, test } from '@playwright/test';
import { outboxCount, outboxMessages } from './outbox';
import { snap } from './screens';

test('a demo request and a message reach the sales inbox', async ({ page }) => {
  const stamp = Date.now();
  const buyer = `dana.${stamp}@northwind.example.com`;
  const writer = `ruiz.${stamp}@northwind.example.com`;
  await page.goto('/#contact-us');
  const demo = page.getByRole('tabpanel', { name: 'Request a demo' });
  await demo.getByRole('textbox', { name: 'Your name' }).fill('Dana Lee');
  await demo.getByRole('textbox', { name: 'Business email' }).fill('dana@gmail.com');
  await demo.getByRole('textbox', { name: 'Company' }).fill('Northwind Traders');
  await demo.getByRole('button', { name: 'Request a demo' }).click();
  await expect(demo.getByText(/free-mail addresses .* are not accepted/).first()).toBeVisible();
  await demo.getByRole('textbox', { name: 'Business email' }).fill(buyer);
  await demo.getByRole('textbox', { name: 'Phone' }).fill('+44 20 7946 0000');
  await demo.getByRole('button', { name: 'Request a demo' }).click();
  await expect(demo.getByText('Thank you for your interest. Our team will contact you to arrange the demo.')).toBeVisible();
  await snap(page, 'public-demo-sent-1280');

  await page.getByRole('tab', { name: 'Send a message' }).click();
  const contact = page.getByRole('tabpanel', { name: 'Send a message' });
  await contact.getByRole('textbox', { name: 'Your name' }).fill('Ana Ruiz');
  await contact.getByRole('textbox', { name: 'Email', exact: true }).fill(writer);
  await contact.getByRole('textbox', { name: 'Subject' }).fill('Pricing for 300 people');
  await contact.getByRole('textbox', { name: 'Message' }).fill('Hello,\nwe would like a quote.');
  await contact.getByRole('button', { name: 'Send the message' }).click();
  await expect(contact.getByText('Thank you for your message. Our team will reply by email.')).toBeVisible();

  await expect.poll(() => outboxCount(buyer), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => outboxCount(writer), { timeout: 15_000 }).toBe(1);
  const [demoMail] = outboxMessages(buyer);
  expect(demoMail).toMatch(/^Subject: Demo request: Northwind Traders \(Dana Lee\)/m);
  expect(demoMail).toMatch(/^To: sales@127\.0\.0\.1/m);
  expect(demoMail).toContain('Phone: 442079460000');
  const [contactMail] = outboxMessages(writer);
  expect(contactMail).toMatch(/^Subject: Contact us: Pricing for 300 people/m);
  expect(contactMail).toMatch(new RegExp(`^Reply-To: ${writer.replace(/\./g, '\\.')}`, 'm'));
});

test('a service page prefills the subject of the message', async ({ page }) => {
  await page.goto('/master-class-certification');
  await page.getByRole('link', { name: 'Write to us' }).click();
  await expect(page).toHaveURL(/\?subject=Masterclass%20certification#contact-us$/);
  await expect(page.getByRole('tab', { name: 'Send a message' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Send a message' }).getByRole('textbox', { name: 'Subject' })).toHaveValue('Masterclass certification');
});
