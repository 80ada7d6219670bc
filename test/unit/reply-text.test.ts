import { expect } from 'chai';
import { trimReply } from '../../src/platform/mail/reply-text.ts';

/** Replies as the common mail programs write them (text parts, as mailparser gives them), in our four languages. */
const lines = (...l: string[]) => l.join('\n');

describe('trimReply: the new text of a reply by e-mail, history and signatures cut off', () => {
  it('Gmail (English): the attribution wrapped over two lines and the ">" quote', () => {
    const text = lines(
      'Yes, the new password works now.',
      '',
      'Anna',
      '',
      'On Tue, 13 Jan 2026 at 10:15, Nordlys Support <',
      'support+k3Jd9a@reply.nordlys.example> wrote:',
      '',
      '> Hello Anna,',
      '>',
      '> We have reset your password.',
      '>',
    );
    expect(trimReply(text)).to.equal('Yes, the new password works now.\n\nAnna');
  });

  it('Outlook (English): the underscore line and the From/Sent/To/Subject block, quoted without ">"', () => {
    const text = lines(
      'Hi,',
      '',
      'The picture still does not show.',
      '',
      'Best regards',
      'Peter',
      '',
      '________________________________',
      'From: Nordlys Support <support+k3Jd9a@reply.nordlys.example>',
      'Sent: Tuesday, January 13, 2026 10:15 AM',
      'To: Peter Jensen <peter@example.com>',
      'Subject: Re: Picture missing',
      '',
      'Hello Peter, could you send us a screenshot?',
    );
    expect(trimReply(text)).to.equal('Hi,\n\nThe picture still does not show.\n\nBest regards\nPeter');
  });

  it('Outlook classic: "-----Original Message-----"', () => {
    const text = lines(
      'Please close the ticket.',
      '',
      '-----Original Message-----',
      'From: Nordlys Support [mailto:support+k3Jd9a@reply.nordlys.example]',
      'Sent: 13 January 2026 10:15',
      'To: peter@example.com',
      'Subject: Your ticket',
      '',
      'Hello Peter,',
    );
    expect(trimReply(text)).to.equal('Please close the ticket.');
  });

  it('Apple Mail on an iPhone (English): "Sent from my iPhone" and the quoted attribution', () => {
    const text = lines(
      'Thanks!',
      '',
      'Sent from my iPhone',
      '',
      '> On 13 Jan 2026, at 10:15, Nordlys Support <support+k3Jd9a@reply.nordlys.example> wrote:',
      '> ',
      '> Hello Anna,',
    );
    expect(trimReply(text)).to.equal('Thanks!');
  });

  it('Gmail (Danish): "Den tirs. … kl. 10.15 skrev …:" wrapped, and the quote', () => {
    const text = lines(
      'Tak, det virker nu.',
      '',
      'Mvh. Mette',
      '',
      'Den tirs. 13. jan. 2026 kl. 10.15 skrev Nordlys Support <',
      'support+k3Jd9a@reply.nordlys.example>:',
      '',
      '> Hej Mette,',
      '> Prøv at logge på igen.',
    );
    expect(trimReply(text)).to.equal('Tak, det virker nu.\n\nMvh. Mette');
  });

  it('Apple Mail on an iPhone (Danish): "Sendt fra min iPhone" and "Den 13. jan. 2026 kl. 10.15 skrev …:"', () => {
    const text = lines(
      'Perfekt, tak!',
      '',
      'Sendt fra min iPhone',
      '',
      '> Den 13. jan. 2026 kl. 10.15 skrev Nordlys Support <support+k3Jd9a@reply.nordlys.example>:',
      '> ',
      '> Hej Mette',
    );
    expect(trimReply(text)).to.equal('Perfekt, tak!');
  });

  it('Outlook (Danish): "Fra: / Sendt: / Til: / Emne:"', () => {
    const text = lines(
      'Jeg har vedhæftet et skærmbillede.',
      '',
      'Fra: Nordlys Support <support+k3Jd9a@reply.nordlys.example>',
      'Sendt: 13. januar 2026 10:15',
      'Til: Mette Hansen <mette@example.dk>',
      'Emne: SV: Billedet mangler',
      '',
      'Hej Mette',
    );
    expect(trimReply(text)).to.equal('Jeg har vedhæftet et skærmbillede.');
  });

  it('Gmail (Swedish): "Den tis 13 jan. 2026 kl 10:15 skrev …:"', () => {
    const text = lines(
      'Hej, jag kan fortfarande inte logga in.',
      '',
      'Den tis 13 jan. 2026 kl 10:15 skrev Nordlys Support <support+k3Jd9a@reply.nordlys.example>:',
      '',
      '> Hej Erik,',
      '> Har du provat att logga ut?',
    );
    expect(trimReply(text)).to.equal('Hej, jag kan fortfarande inte logga in.');
  });

  it('Outlook on an iPhone (Swedish): "Skickat från min iPhone" and "Från: / Skickat: / Till: / Ämne:"', () => {
    const text = lines(
      'Tack för hjälpen!',
      '',
      'Skickat från min iPhone',
      '',
      'Från: Nordlys Support <support+k3Jd9a@reply.nordlys.example>',
      'Skickat: den 13 januari 2026 10:15',
      'Till: Erik Svensson <erik@example.se>',
      'Ämne: Sv: Inloggning',
    );
    expect(trimReply(text)).to.equal('Tack för hjälpen!');
  });

  it('Gmail (Norwegian): "tir. 13. jan. 2026 kl. 10:15 skrev …:"', () => {
    const text = lines(
      'Hei, bildet er fortsatt borte.',
      '',
      'tir. 13. jan. 2026 kl. 10:15 skrev Nordlys Support <support+k3Jd9a@reply.nordlys.example>:',
      '',
      '> Hei Ola,',
    );
    expect(trimReply(text)).to.equal('Hei, bildet er fortsatt borte.');
  });

  it('Outlook for Android (Norwegian): "Få Outlook for Android" and the "Fra: / Sendt: / Til: / Emne:" block', () => {
    const text = lines(
      'Det går fint.',
      '',
      'Få Outlook for Android<https://aka.ms/AAb9ysg>',
      '________________________________',
      'Fra: Nordlys Support <support+k3Jd9a@reply.nordlys.example>',
      'Sendt: tirsdag, januar 13, 2026 10:15',
      'Til: Ola Nordmann <ola@example.no>',
      'Emne: Re: Saken din',
      '',
      'Hei Ola',
    );
    expect(trimReply(text)).to.equal('Det går fint.');
  });

  it('a signature after the "-- " line', () => {
    const text = lines('I have attached the screenshot.', '', '-- ', 'Karin Holm', 'Tlf. +45 12 34 56 78');
    expect(trimReply(text)).to.equal('I have attached the screenshot.');
  });

  it('answers written between quoted lines stay; the quoted lines go', () => {
    const text = lines('> Which browser do you use?', 'Firefox on Android.', '', '> Did you try logging out and in again?', 'Yes, twice.');
    expect(trimReply(text)).to.equal('Firefox on Android.\n\nYes, twice.');
  });

  it("the writer's own sentences that look like history are kept", () => {
    const text = lines(
      'On Monday I wrote:',
      'the picture is gone.',
      'Jeg skrev til jer i går:',
      'det virker stadig ikke.',
      'From: my phone, I cannot see the menu.',
      'Sent from the office, where it works.',
      'Regards, Jens',
    );
    expect(trimReply(text)).to.equal(text);
  });

  it('Windows line ends are read as line ends, and a mail that is only history gives an empty text', () => {
    expect(trimReply('Fine, thanks.\r\n\r\nOn 13 Jan 2026, at 10:15, Support <s@x.example> wrote:\r\n> Hello\r\n')).to.equal('Fine, thanks.');
    expect(trimReply('> Hello\n> Anna\n')).to.equal('');
  });
});
