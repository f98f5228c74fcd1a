import type { ColumnRole } from './column-roles.ts';

/**
 * Column headings of Czech, Slovak, Polish and Hungarian delivery notes (dodací list, dodací
 * list, WZ, szállítólevél), compact as column-roles compares them, accents folded (`Šarže` is
 * `sarze`, `Mennyiség` is `mennyiseg`, `Megőrzési` is `megorzesi`). Each word is the one the
 * four languages' standard delivery notes and invoices print.
 */
export const CENTRAL_EUROPEAN_HEADINGS: [ColumnRole, RegExp][] = [
  // Best before: `Datum minimální trvanlivosti` / `DMT` (cs), `Minimálna trvanlivosť` (sk),
  // `Najlepiej spożyć przed` / `Data minimalnej trwałości` (pl), `Minőségmegőrzési idő` and its
  // abbreviation `Min. meg. ideje` (hu).
  [
    'best_before',
    /^(dmt|datumminimalnitrvanlivosti|min(imalni|imalna)?trvanlivost|najlepiejspozycprzed|datamin(imalnej)?trwalosci|minosegmegorzesi(ido|idoje|hatarido)|min(oseg)?meg(orzesi)?(ideje|ido)|minosegetmegorzi)$/,
  ],
  // Use by: `Spotřebujte do` (cs), `Spotrebujte do` (sk), `Należy spożyć do` (pl),
  // `Fogyasztható` (hu).
  ['use_by', /^(spotrebujtedo|datumspotreby|nalezyspozycdo|fogyaszthato(eddig)?)$/],
  // The lot: `Šarže`, `Číslo šarže` (cs), `Šarža` (sk), `Nr partii` (pl: column-roles' `parti`),
  // `Tételszám`, `Sarzs`, `Gyártási tétel` (hu).
  ['lot', /^(sarze|sarza|(cislo|c)sarze|sarzec|tetelszam|sarzs|sarzsszam|gyartasitetel)$/],
  // How much: `Množství` (cs), `Množstvo` (sk), `Ilość` (pl: column-roles' `ilosc`),
  // `Mennyiség`, `Menny.` (hu).
  ['quantity', /^(mnozstvi|mnozstvo|mennyiseg|menny)$/],
  // The unit: `MJ` (měrná jednotka, cs and sk), `J.m.` (pl), `Me.` (mennyiségi egység, hu:
  // column-roles' `me`).
  ['unit', /^(mj|merna(jednotka)?|jm|mennyisegiegyseg)$/],
  // What the goods are: `Název zboží`, `Zboží`, `Popis` (cs), `Názov tovaru`, `Tovar` (sk),
  // `Nazwa towaru`, `Towar`, `Opis` (pl), `Megnevezés`, `Termék`, `Áru megnevezése` (hu).
  [
    'name',
    /^(nazevzbozi|nazev|zbozi|nazovtovaru|nazov|tovar|popis(zbozi|tovaru)?|nazwatowaru|nazwa|towar|opis(towaru)?|megnevezes|termek(megnevezes|nev)?|arumegnevezese|megnevezese)$/,
  ],
];

/**
 * Headings of the columns these notes add that hold none of the roles: the price (`Cena za MJ`,
 * `Cena`, `Egységár`), the line's value (`Celkem Kč`, `Wartość`, `Érték`, `Összeg`) and its tax
 * (`DPH`, `VAT`, `ÁFA`).
 */
export const CENTRAL_EUROPEAN_OTHER = /^(cena|celkem|celkom|wartosc|kwota|egysegar|ar$|ertek|osszeg|dph|afa)/;

/**
 * Lines that end these notes' tables: the totals (`Celkem bez DPH: 257 105,00 Kč`, `Spolu`,
 * `Razem`, `Ogółem`, `Összesen: 54 karton`) and the signatures of who handed the goods over and
 * who took them (`Vydal`, `Převzal`; `Wydał`, `Odebrał`, `Przyjął`; `Átadó`, `Átvevő`).
 */
export const CENTRAL_EUROPEAN_FOOTER =
  /^(celkem|celkom|spolu|razem|ogolem|osszesen|vegosszeg|vydal|prevzal|predal|prijal|wydal|odebral|przyjal|atado|atvevo)/;
