import { lot } from './line-builders.ts';
import type { OutsideCompany } from './page-model.ts';

/**
 * Set J (held out in sdoc9, a TUNING set from sdoc10 on): a group with a dairy cooler, a meat buyer in Australia, a tapas
 * kitchen, a cheese counter, a Polish smallgoods plant, a craft brewery, a chocolate maker, a
 * spice blender, a snack shipper, a farm shop, a bakery store and a café supplier; names no
 * earlier set used. Written and committed before any reading rule of sdoc9 was changed. Scored only in sdoc9; tuned on since sdoc10 (its
 * misses are worked on; rules stay general, never keyed to its words).
 */

export const J_COMPANY: OutsideCompany = {
  materials: [
    { name: 'Heavy Whipping Cream', type: 'ingredient', unit: 'gal' },
    { name: 'Cultured Buttermilk', type: 'ingredient', unit: 'gal' },
    { name: 'Unsalted Butter AA', type: 'ingredient', unit: 'lb' },
    { name: 'Beef Chuck Roll', type: 'ingredient', unit: 'kg' },
    { name: 'Lamb Shoulder Square Cut', type: 'ingredient', unit: 'kg' },
    { name: 'Pimiento del Piquillo', type: 'ingredient', unit: 'kg' },
    { name: 'Bonito del Norte', type: 'ingredient', unit: 'kg' },
    { name: 'Goudse Kaas Jong', type: 'ingredient', unit: 'kg' },
    { name: 'Boerenkaas Belegen', type: 'ingredient', unit: 'kg' },
    { name: 'Kiełbasa Krakowska', type: 'finished_goods', unit: 'kg' },
    { name: 'Szynka Wiejska', type: 'finished_goods', unit: 'kg' },
    { name: 'Pale Ale Malt', type: 'ingredient', unit: 'kg' },
    { name: 'Crystal Malt 60L', type: 'ingredient', unit: 'kg' },
    { name: 'Cascade Hop Pellets', type: 'ingredient', unit: 'kg' },
    { name: 'Harvest Amber Ale', type: 'finished_goods', unit: 'L' },
    { name: 'Cocoa Liquor', type: 'ingredient', unit: 'kg' },
    { name: 'Cocoa Butter Deodorised', type: 'ingredient', unit: 'kg' },
    { name: 'Cane Sugar Fine', type: 'ingredient', unit: 'kg' },
    { name: 'Sunflower Lecithin', type: 'ingredient', unit: 'kg' },
    { name: 'Dark Chocolate 70%', type: 'finished_goods', unit: 'kg' },
    { name: 'Smoked Sea Salt', type: 'ingredient', unit: 'kg' },
    { name: 'Ancho Chile Powder', type: 'ingredient', unit: 'kg' },
    { name: 'Light Brown Sugar', type: 'ingredient', unit: 'kg' },
    { name: 'Smoky BBQ Rub', type: 'finished_goods', unit: 'kg' },
    { name: 'Kettle Chips Sea Salt 8oz', type: 'finished_goods', unit: 'case' },
    { name: 'Kettle Chips Jalapeno 8oz', type: 'finished_goods', unit: 'case' },
    { name: 'Free Range Eggs', type: 'ingredient', unit: 'each' },
    { name: 'Bread Flour Strong', type: 'ingredient', unit: 'case' },
    { name: 'Instant Dry Yeast', type: 'ingredient', unit: 'case' },
    { name: 'Sourdough Boule', type: 'finished_goods', unit: 'each' },
    { name: 'Cheese Scone', type: 'finished_goods', unit: 'each' },
    { name: 'Hass Avocados', type: 'ingredient', unit: 'case' },
    { name: 'Agria Potatoes', type: 'ingredient', unit: 'kg' },
  ],
  suppliers: [
    'Prairie Gold Dairy',
    'Cloverleaf Creamery',
    'Riverina Beef Processors',
    'Conservas Hermanos Ibarra',
    'Kaasboerderij De Vries',
    'Copper Kettle Maltings',
    'Yakima Hop Growers',
    'Sao Tome Cacao Co',
    'Nordic Sugar Trading',
    'Bellwether Spice',
    'Ridgeview Egg Farm',
    'Hartland Bakery Supply',
    'Tasman Fresh Produce',
  ],
  customers: ['Delikatesy Mazur', 'Great Lakes Foodservice', 'Harbourside Cafe'],
  stock: [
    lot('Kiełbasa Krakowska', 'Riverina Beef Processors', 'ZMP/2611/118', 300, 'kg', '2026-11-20'),
    lot('Szynka Wiejska', 'Riverina Beef Processors', 'ZMP/2611/121', 200, 'kg', '2026-11-21'),
    lot('Pale Ale Malt', 'Copper Kettle Maltings', 'CKM-PA-26114', 2000, 'kg', '2026-11-03'),
    lot('Crystal Malt 60L', 'Copper Kettle Maltings', 'CKM-C60-25987', 250, 'kg', '2026-10-28'),
    lot('Cascade Hop Pellets', 'Yakima Hop Growers', 'YH-C24-0871', 44, 'kg', '2026-10-15'),
    lot('Cocoa Liquor', 'Sao Tome Cacao Co', 'STC-L-0930', 2000, 'kg', '2026-11-02'),
    lot('Cocoa Butter Deodorised', 'Sao Tome Cacao Co', 'STC-B-0941', 800, 'kg', '2026-11-02'),
    lot('Cane Sugar Fine', 'Nordic Sugar Trading', 'NST 774210', 1500, 'kg', '2026-11-09'),
    lot('Sunflower Lecithin', 'Nordic Sugar Trading', 'LEC-2609-04', 25, 'kg', '2026-10-20'),
    lot('Smoked Sea Salt', 'Bellwether Spice', 'BW-5512-SS', 50, 'kg', '2026-11-01'),
    lot('Ancho Chile Powder', 'Bellwether Spice', 'BW-3307-AC', 40, 'kg', '2026-11-01'),
    lot('Light Brown Sugar', 'Nordic Sugar Trading', 'NST 774388', 200, 'kg', '2026-11-09'),
    lot('Kettle Chips Sea Salt 8oz', 'Bellwether Spice', 'KC-SS-2611-07', 600, 'case', '2026-11-19'),
    lot('Kettle Chips Jalapeno 8oz', 'Bellwether Spice', 'KC-JP-2611-09', 400, 'case', '2026-11-20'),
    lot('Sourdough Boule', 'Hartland Bakery Supply', 'SDB-331', 120, 'each', '2026-11-27'),
    lot('Cheese Scone', 'Hartland Bakery Supply', 'CSC-331', 200, 'each', '2026-11-27'),
  ],
};
