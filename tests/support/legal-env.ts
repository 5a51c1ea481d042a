/** Tests only: a complete, valid set (SIREN 123 456 782 passes Luhn's check; its VAT key is 11). */
export const FILLED_LEGAL_ENV = {
  PUBLISHER_SHARE_CAPITAL: "10 000",
  PUBLISHER_RCS_CITY: "Paris",
  PUBLISHER_SIREN: "123 456 782",
  PUBLISHER_VAT_NUMBER: "FR 11 123456782",
  PUBLISHER_STREET: "12 rue de la Paix",
  PUBLISHER_POSTAL_CODE: "75002",
  PUBLISHER_CITY: "Paris",
  PUBLISHER_PHONE: "+33 1 23 45 67 89",
  PUBLISHER_DIRECTOR: "Jeanne Martin, présidente",
  HOSTING_NAME: "Hébergeur SAS",
  HOSTING_ADDRESS: "1 avenue du Cloud, 59100 Roubaix",
  HOSTING_PHONE: "+1 555 123 4567",
};
