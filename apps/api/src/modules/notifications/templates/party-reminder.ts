import type { Template } from './template.ts';

/** The organiser's nudge to a party member who has not yet chosen or paid. */
export const partyReminder: Template = {
  event: 'party_reminder',
  audience: 'customer',
  reminder: true,
  sms: {
    en: 'Vastra: {organiser} asks you to choose and book your outfit for {party} on {eventDate}: {link}',
    hi: 'Vastra: {organiser} ने {eventDate} को {party} के लिए अपनी पोशाक चुनने और बुक करने को कहा है: {link}',
  },
  whatsapp: {
    name: 'party_reminder',
    text: {
      en: '{organiser} asks you to choose and book your outfit for {party} on {eventDate}: {link}',
      hi: '{organiser} ने {eventDate} को {party} के लिए अपनी पोशाक चुनने और बुक करने को कहा है: {link}',
    },
  },
  email: {
    subject: {
      en: 'Your outfit for {party} on {eventDate}',
      hi: '{eventDate} को {party} के लिए आपकी पोशाक',
    },
    text: {
      en: 'Dear {name},\n\n{organiser} asks you to choose and book your outfit for {party} on {eventDate}.\nOpen the party: {link}\n\nVastra',
      hi: 'प्रिय {name},\n\n{organiser} ने {eventDate} को {party} के लिए अपनी पोशाक चुनने और बुक करने को कहा है।\nपार्टी खोलें: {link}\n\nVastra',
    },
  },
};
